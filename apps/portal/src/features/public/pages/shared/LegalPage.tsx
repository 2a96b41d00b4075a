import { LEGAL_LAST_UPDATED } from '@bayti/data/contract';
import { ProgressBar, useScrollProgress } from '@bayti/ui';
import { useAtomValue } from 'jotai';
import type { TextSection } from '../../../../i18n/messages/en/pages';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { formatDate } from '../../../shared/format';
import styles from './Pages.module.css';

export interface LegalPageProps {
  title: string;
  intro: string;
  sections: TextSection[];
}

/** A long legal text (Privacy, Terms): numbered sections, the date, and a reading-progress bar. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const t = useMessages().pages.legal;
  const locale = useAtomValue(localeAtom);
  const progress = useScrollProgress();
  return (
    <div className={styles.legal}>
      <ProgressBar variant="thin" label={t.progress} value={progress} className={styles.progress} />
      <article className={styles.legalArticle} aria-labelledby="legal-title">
        <header className={styles.legalHeader}>
          <h1 id="legal-title" className={styles.pageTitle}>
            {title}
          </h1>
          <p className={styles.updated}>
            {t.lastUpdated(formatDate(LEGAL_LAST_UPDATED, locale, 'long'))}
          </p>
          <p className={styles.intro}>{intro}</p>
        </header>
        <nav aria-label={t.contents} className={styles.contents}>
          <ol>
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#section-${index + 1}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={`section-${index + 1}`}
            aria-labelledby={`section-${index + 1}-title`}
            className={styles.legalSection}
          >
            <h2 id={`section-${index + 1}-title`} className={styles.legalTitle}>
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
