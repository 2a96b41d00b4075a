import { useMessages } from '../../../../i18n/use-messages';
import { portalConfig } from '../../../../config';
import headings from '../../../shared/page/Headings.module.css';
import { PageHeader } from '../shared/PageHeader';
import styles from '../shared/Pages.module.css';
import { ContactForm } from './ContactForm';

/** /contact: how to reach us, and the 'Get in Touch' form. */
export function ContactPage() {
  const t = useMessages().pages.contact;
  const { support } = portalConfig;
  return (
    <div className={styles.page}>
      <PageHeader eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <div className={styles.contactLayout}>
        <ul className={styles.blurbs}>
          {support.phone && (
            <li className={styles.blurb}>
              <h2 className={styles.blurbTitle}>{t.blurbs.phone.title}</h2>
              <a href={support.phone.href} dir="ltr" className={styles.blurbValue}>
                {support.phone.display}
              </a>
              <p className={headings.muted}>{t.blurbs.phone.hint}</p>
            </li>
          )}
          <li className={styles.blurb}>
            <h2 className={styles.blurbTitle}>{t.blurbs.email.title}</h2>
            <a href={`mailto:${support.email}`} className={styles.blurbValue}>
              {support.email}
            </a>
            <p className={headings.muted}>{t.blurbs.email.hint}</p>
          </li>
          <li className={styles.blurb}>
            <h2 className={styles.blurbTitle}>{t.blurbs.office.title}</h2>
            <p className={styles.blurbValue}>{t.blurbs.office.text}</p>
            <p className={headings.muted}>{t.blurbs.office.hint}</p>
          </li>
        </ul>
        <ContactForm />
      </div>
    </div>
  );
}
