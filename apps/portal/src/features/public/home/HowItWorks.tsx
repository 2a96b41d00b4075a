import { useAtomValue } from 'jotai';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { formatNumber } from '../../shared/format';
import layout from '../../shared/page/Page.module.css';
import headings from '../../shared/page/Headings.module.css';
import styles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/** Three steps from search to hire. */
export function HowItWorks() {
  const t = useMessages();
  const locale = useAtomValue(localeAtom);
  return (
    <HomeSection
      eyebrow={t.home.howItWorks.eyebrow}
      title={t.home.howItWorks.title}
      titleId="how-title"
    >
      <ol className={`${layout.bareList} ${styles.steps}`}>
        {t.home.howItWorks.steps.map((step, index) => (
          <li key={step.title} className={`${layout.raised} ${styles.step}`}>
            <span className={styles.stepNumber} aria-hidden="true">
              {formatNumber(index + 1, locale)}
            </span>
            <span className={styles.visuallyHidden}>
              {t.home.howItWorks.step(formatNumber(index + 1, locale))}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={headings.muted}>{step.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
