import { Link } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import styles from './HomePage.module.css';

/** The landing page. */
export function HomePage() {
  const t = useMessages();
  return (
    <section id="get-started" className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.title}>
        {t.home.title}
      </h1>
      <p className={styles.tagline}>{t.home.tagline}</p>
      <Link href="/candidates" variant="standalone" className={styles.cta}>
        {t.home.hire}
      </Link>
    </section>
  );
}
