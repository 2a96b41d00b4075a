import { MARKETING_FIGURES } from '@bayti/data/contract';
import { Card } from '@bayti/ui';
import { useAtomValue } from 'jotai';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { formatNumber } from '../../shared/format';
import layout from '../../shared/page/Page.module.css';
import headings from '../../shared/page/Headings.module.css';
import styles from './HomePage.module.css';
import { HomeSection } from './HomeSection';
import flip from './FlipCard.module.css';

/** 'Trust & Care': a card that flips to show Bayti's promise, and four feature cards. */
export function TrustAndCare() {
  const t = useMessages();
  const locale = useAtomValue(localeAtom);
  const copy = t.home.trust.flip;
  const visas = new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
    notation: 'compact',
  }).format(MARKETING_FIGURES.visasProcessed);

  return (
    <HomeSection eyebrow={t.home.trust.eyebrow} title={t.home.trust.title} titleId="trust-title">
      <div className={styles.trust}>
        {/*
          Hover, a tap or keyboard focus turns the card. Both faces stay in the accessibility tree,
          so a screen reader reads the whole card whichever face is showing.
        */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus turns the card, as hover does */}
        <section className={flip.card} tabIndex={0} aria-label={copy.frontTitle}>
          <div className={flip.inner}>
            <div className={flip.front}>
              <h3 className={flip.title}>{copy.frontTitle}</h3>
              <p>{copy.frontText}</p>
              <ul className={flip.figures}>
                <li>{copy.visas(visas)}</li>
                <li>{copy.rating(formatNumber(MARKETING_FIGURES.rating, locale))}</li>
              </ul>
              <p className={flip.hint} aria-hidden="true">
                {copy.hint}
              </p>
            </div>
            <div className={flip.back}>
              <h3 className={flip.title}>{copy.backTitle}</h3>
              <ul className={flip.points}>
                {copy.backPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
        <ul className={`${layout.bareList} ${styles.features}`}>
          {t.home.trust.features.map((feature) => (
            <Card key={feature.title} elementType="li" title={feature.title} variant="outlined">
              <p className={headings.muted}>{feature.text}</p>
            </Card>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
