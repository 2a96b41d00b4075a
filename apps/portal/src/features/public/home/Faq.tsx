import { faqs } from '@bayti/data/fixtures';
import { Accordion, AccordionItem } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import styles from './HomePage.module.css';

/** The five questions of the fixtures, translated; the anchor of /#faq. */
export function Faq() {
  const t = useMessages();
  return (
    <section id="faq" className={styles.section} aria-labelledby="faq-title">
      <header className={styles.sectionHeader}>
        <p className={styles.eyebrow}>{t.home.faq.eyebrow}</p>
        <h2 id="faq-title" className={styles.sectionTitle}>
          {t.home.faq.title}
        </h2>
      </header>
      <Accordion className={styles.faq}>
        {faqs.map(({ id, topic }) => (
          <AccordionItem key={id} id={topic} title={t.home.faq.items[topic].question}>
            <p>{t.home.faq.items[topic].answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
