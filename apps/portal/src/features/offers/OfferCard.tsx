import type { Offer } from '@bayti/data/contract';
import { Button, Card, StatusBadge } from '@bayti/ui';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import { OFFER_TONE } from './offer-tone';
import type { OfferText } from './use-offer-text';
import styles from './Offers.module.css';

export interface OfferCardProps {
  offer: Offer;
  text: OfferText;
  /** The agency answers for several candidates: her name heads each offer. */
  showCandidate: boolean;
  onAccept: (offer: Offer) => void;
  onDecline: (offer: Offer) => void;
}

/** The title of an offer: who sent it, and to whom when the agency reads it. */
export const offerTitle = (text: OfferText, offer: Offer, showCandidate: boolean) =>
  showCandidate
    ? text.o.list.offerFor(offer.candidate.name, offer.family.name)
    : text.o.list.offerFrom(offer.family.name);

/** When an offer waits until, expired, or was answered or closed (none for a lapsed one). */
function closedOn(text: OfferText, offer: Offer): [string, string][] {
  const { terms } = text.o;
  if (offer.status === 'pending') return [[terms.expiresOn, text.dateTime(offer.expiresAt)]];
  if (offer.status === 'expired') return [[terms.expiredOn, text.dateTime(offer.expiresAt)]];
  return offer.answeredAt ? [[terms.answeredOn, text.dateTime(offer.answeredAt)]] : [];
}

/**
 * One offer: its state, its terms (position, salary a month, start, work type, day off,
 * accommodation), the day to answer by, and Accept and Decline while it waits; an answered one
 * shows when it was answered and, declined, why.
 */
export function OfferCard({ offer, text, showCandidate, onAccept, onDecline }: OfferCardProps) {
  const { o } = text;
  const title = offerTitle(text, offer, showCandidate);
  const pending = offer.status === 'pending';
  const terms: [string, string][] = [
    [o.terms.position, text.position(offer.position)],
    [o.terms.salary, text.salary(offer.monthlySalaryAed)],
    [o.terms.startOn, text.longDate(offer.startOn)],
    [o.terms.workType, text.workType(offer.workType)],
    [o.terms.dayOff, text.day(offer.dayOff)],
    [o.terms.accommodation, o.accommodation[offer.accommodation]],
    ...(showCandidate ? [[o.terms.candidate, offer.candidate.name] as [string, string]] : []),
    [o.terms.from, offer.family.name],
    ...closedOn(text, offer),
    ...(offer.declineReason
      ? [[o.terms.declineReason, o.declineReason[offer.declineReason]] as [string, string]]
      : []),
    ...(offer.declineNote ? [[o.terms.declineNote, offer.declineNote] as [string, string]] : []),
  ];
  return (
    <Card
      elementType="article"
      aria-label={title}
      variant="outlined"
      padding="lg"
      headingLevel={3}
      title={title}
      header={<StatusBadge tone={OFFER_TONE[offer.status]}>{o.status[offer.status]}</StatusBadge>}
      footer={
        pending ? (
          <div className={cards.actions}>
            <Button onPress={() => onAccept(offer)}>{o.list.accept}</Button>
            <Button variant="secondary" onPress={() => onDecline(offer)}>
              {o.list.decline}
            </Button>
          </div>
        ) : undefined
      }
    >
      <dl className={`${layout.bareList} ${styles.terms}`}>
        {terms.map(([label, value]) => (
          <div key={label} className={cards.term}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
