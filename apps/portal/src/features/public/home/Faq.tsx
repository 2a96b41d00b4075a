import { faqs } from '@bayti/data/fixtures';
import { Accordion, AccordionItem } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import styles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/** The five questions of the fixtures, translated; the anchor of /#faq. */
export function Faq() {
  const t = useMessages();
  return (
    <HomeSection id="faq" eyebrow={t.home.faq.eyebrow} title={t.home.faq.title} titleId="faq-title">
      <Accordion className={styles.faq}>
        {faqs.map(({ id, topic }) => (
          <AccordionItem key={id} id={topic} title={t.home.faq.items[topic].question}>
            <p>{t.home.faq.items[topic].answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </HomeSection>
  );
}
