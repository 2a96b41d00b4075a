import { OFFER_VALID_DAYS, type Offer } from '@bayti/data/contract';
import { EmptyState } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { useId, useState } from 'react';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import { AcceptOfferDialog } from './AcceptOfferDialog';
import { DeclineOfferDialog } from './DeclineOfferDialog';
import { OfferCard } from './OfferCard';
import { offersQuery, type OfferSide } from './queries';
import { useOfferText } from './use-offer-text';

export interface OffersPageProps {
  /** The worker's own offers, or those of the candidates the agency listed. */
  side: OfferSide;
}

type Answering = { offer: Offer; answer: 'accept' | 'decline' };

/**
 * Offers (/dashboard/candidate/offers, /dashboard/agency/offers): those waiting for an answer
 * first, each with Accept and Decline, then the answered and closed ones with their state.
 */
export function OffersPage({ side }: OffersPageProps) {
  const text = useOfferText();
  const l = text.o.list;
  const {
    data: { items },
  } = useSuspenseQuery(offersQuery(side));
  const [answering, setAnswering] = useState<Answering | null>(null);
  const [notice, setNotice] = useState('');
  const pendingId = useId();
  const answeredId = useId();
  const pending = items.filter((offer) => offer.status === 'pending');
  const answered = items.filter((offer) => offer.status !== 'pending');
  const showCandidate = side === 'agency';

  const open = (answer: Answering['answer']) => (offer: Offer) => {
    setNotice('');
    setAnswering({ offer, answer });
  };
  const group = (id: string, title: string, offers: Offer[]) =>
    offers.length > 0 && (
      <section aria-labelledby={id} className={`${layout.column} ${cards.group}`}>
        <h2 id={id} className={cards.groupTitle}>
          {title}
        </h2>
        <ul className={`${layout.bareList} ${layout.column} ${cards.list}`}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                text={text}
                showCandidate={showCandidate}
                onAccept={open('accept')}
                onDecline={open('decline')}
              />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className={`${layout.column} ${cards.page}`}>
      <p>{(side === 'agency' ? l.agencyIntro : l.intro)(text.number(OFFER_VALID_DAYS))}</p>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {items.length === 0 ? (
        <EmptyState
          icon={<Handshake aria-hidden />}
          title={l.empty}
          hint={l.emptyHint}
          headingLevel={2}
        />
      ) : (
        <>
          {group(pendingId, l.pending, pending)}
          {group(answeredId, l.answered, answered)}
        </>
      )}
      {answering?.answer === 'accept' && (
        <AcceptOfferDialog
          side={side}
          offer={answering.offer}
          text={text}
          onClose={() => setAnswering(null)}
          onAccepted={(offer) => {
            setAnswering(null);
            setNotice(l.accepted(offer.family.name));
          }}
        />
      )}
      {answering?.answer === 'decline' && (
        <DeclineOfferDialog
          side={side}
          offer={answering.offer}
          text={text}
          onClose={() => setAnswering(null)}
          onDeclined={(offer) => {
            setAnswering(null);
            setNotice(l.declined(offer.family.name));
          }}
        />
      )}
    </div>
  );
}
