import { Link } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import { Faq } from './Faq';
import { HomeCandidates } from './HomeCandidates';
import styles from './HomePage.module.css';
import { HowItWorks } from './HowItWorks';
import { NationalityStrip } from './NationalityStrip';
import { StartNow } from './StartNow';
import { Testimonials } from './Testimonials';
import { TrustAndCare } from './TrustAndCare';

/**
 * The landing page, in order: hero, nationality strip, candidates, How it Works, Trust & Care,
 * testimonials, FAQ, START NOW.
 */
export function HomePage() {
  const t = useMessages();
  return (
    <div className={styles.page}>
      <div>
        <section id="get-started" className={styles.hero} aria-labelledby="hero-title">
          <div className={styles.heroInner}>
            <h1 id="hero-title" className={styles.title}>
              {t.home.title}
            </h1>
            <p className={styles.tagline}>{t.home.tagline}</p>
            <Link href="/candidates" variant="standalone" className={styles.cta}>
              {t.home.hire}
            </Link>
          </div>
        </section>
        <NationalityStrip />
      </div>
      <HomeCandidates />
      <HowItWorks />
      <TrustAndCare />
      <Testimonials />
      <Faq />
      <StartNow />
    </div>
  );
}
