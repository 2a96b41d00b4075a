export {
  Footer,
  type FooterProps,
  type FooterLink,
  type FooterLinkGroup,
  type FooterSocialLink,
  type FooterNewsletter,
  type FooterNewsletterStatus,
} from './Footer';
