export {
  NavBar,
  type NavBarProps,
  type NavBarLink,
  type NavBarUser,
  type NavBarMenuItem,
  type NavBarLanguage,
} from './NavBar';
