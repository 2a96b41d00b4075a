import { NATIONALITY_MARQUEE_SECONDS } from '@bayti/data/contract';
import { nationalityStrip } from '@bayti/data/fixtures';
import { Marquee } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import layout from '../../shared/page/Page.module.css';
import styles from './HomePage.module.css';

/** The strip under the hero: workers by nationality (labelled 'Maids'), looping every 40 seconds. */
export function NationalityStrip() {
  const t = useMessages();
  return (
    <Marquee
      label={t.home.strip.label}
      duration={NATIONALITY_MARQUEE_SECONDS}
      className={styles.strip}
    >
      <ul className={`${layout.bareList} ${styles.stripList}`}>
        {nationalityStrip.map(({ nationality, count, flag }) => (
          <li key={nationality} className={styles.stripItem}>
            <img src={flag} alt="" width={32} height={24} className={styles.flag} />
            <span className={styles.stripName}>{t.candidates.nationality[nationality]}</span>
            <span className={styles.stripCount}>{t.home.strip.count(count)}</span>
          </li>
        ))}
      </ul>
    </Marquee>
  );
}
