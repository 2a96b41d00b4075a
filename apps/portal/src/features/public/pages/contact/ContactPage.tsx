import type { ReactNode } from 'react';
import { useMessages } from '../../../../i18n/use-messages';
import { portalConfig } from '../../../../config';
import headings from '../../../shared/page/Headings.module.css';
import layout from '../../../shared/page/Page.module.css';
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
        <ul className={`${layout.bareList} ${styles.blurbs}`}>
          {support.phone && (
            <Blurb title={t.blurbs.phone.title} hint={t.blurbs.phone.hint}>
              <a href={support.phone.href} dir="ltr" className={styles.blurbValue}>
                {support.phone.display}
              </a>
            </Blurb>
          )}
          <Blurb title={t.blurbs.email.title} hint={t.blurbs.email.hint}>
            <a href={`mailto:${support.email}`} className={styles.blurbValue}>
              {support.email}
            </a>
          </Blurb>
          <Blurb title={t.blurbs.office.title} hint={t.blurbs.office.hint}>
            <p className={styles.blurbValue}>{t.blurbs.office.text}</p>
          </Blurb>
        </ul>
        <ContactForm />
      </div>
    </div>
  );
}

/** One way to reach us: its title, the number, address or place, and a hint under it. */
function Blurb({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <li className={`${layout.raised} ${styles.blurb}`}>
      <h2 className={styles.blurbTitle}>{title}</h2>
      {children}
      <p className={headings.muted}>{hint}</p>
    </li>
  );
}
