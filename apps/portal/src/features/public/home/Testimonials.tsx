import { TESTIMONIAL_MARQUEE_SECONDS } from '@bayti/data/contract';
import { testimonials } from '@bayti/data/fixtures';
import { Marquee, TestimonialCard } from '@bayti/ui';
import { useAtomValue } from 'jotai';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { formatNumber } from '../../shared/format';
import styles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/** Six families' words on a strip that loops every 50 seconds; the anchor of /#testimonials. */
export function Testimonials() {
  const t = useMessages();
  const locale = useAtomValue(localeAtom);
  const ratings = new Map(testimonials.map(({ id, rating }) => [id, rating]));
  return (
    <HomeSection
      id="testimonials"
      eyebrow={t.home.testimonials.eyebrow}
      title={t.home.testimonials.title}
      titleId="testimonials-title"
    >
      <Marquee label={t.home.testimonials.label} duration={TESTIMONIAL_MARQUEE_SECONDS}>
        {t.home.testimonials.items.map(({ id, name, role, quote }) => {
          const rating = ratings.get(id) ?? 5;
          return (
            <TestimonialCard
              key={id}
              name={name}
              role={role}
              quote={quote}
              rating={rating}
              ratingLabel={t.home.testimonials.rating(formatNumber(rating, locale))}
              className={styles.testimonial}
            />
          );
        })}
      </Marquee>
    </HomeSection>
  );
}
