import { NATIONALITY_MARQUEE_SECONDS } from '@bayti/data/contract';
import { Marquee } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import layout from '../../shared/page/Page.module.css';
import styles from './HomePage.module.css';
import { useListedNationalities } from './listed-nationalities';

/**
 * The strip under the hero: listed workers by nationality (labelled 'Maids'), most first, looping
 * every 40 seconds; nothing until the counts have loaded or when nobody is listed.
 */
export function NationalityStrip() {
  const t = useMessages();
  const nationalities = useListedNationalities();
  if (nationalities.length === 0) return null;
  return (
    <Marquee
      label={t.home.strip.label}
      duration={NATIONALITY_MARQUEE_SECONDS}
      className={styles.strip}
    >
      <ul className={`${layout.bareList} ${styles.stripList}`}>
        {nationalities.map(({ nationality, count, flag }) => (
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
