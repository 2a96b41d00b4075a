import {
  OFFER_VALID_DAYS,
  type AnswerOfferBody,
  type Offer,
  type SendOfferBody,
} from '@bayti/data/contract';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { candidates, offers, pipelineEntries, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { fitsIntegerColumn } from '../../db/int-range';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../errors';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import { addDays, uaeDay } from '../../uae-calendar';
import { ownerRecipientIds } from '../listings';
import { answeredBy, type Answerer } from './answerer';
import { hire } from './hire';
import { lockOpenEntry } from './open-entry';
import { answererLink, OFFER_LINKS } from './links';
import { readOffer, readOffers } from './read';
import { withdrawOffers } from './withdraw';
import { checkStart, isOfferable, mayAnswerNow } from './rules';

type OfferRow = typeof offers.$inferSelect;

export type { Answerer };

/**
 * Offers (docs/decisions/0029): a family with a running plan sends one from her pipeline; the
 * worker, or the agency that listed her, accepts or declines it within OFFER_VALID_DAYS. Only an
 * acceptance hires her (hire.ts).
 */
export class OfferService {
  constructor(
    private readonly db: Database,
    private readonly events: EventDeps,
  ) {}

  private now() {
    return this.events.clock.now();
  }

  async send(familyId: number, entryId: number, body: SendOfferBody): Promise<Offer> {
    if (!fitsIntegerColumn(entryId)) throw notFound('pipeline.notInList');
    const now = this.now();
    checkStart(body, now);
    try {
      const id = await withEvents(this.events, async (tx, emit) => {
        const { entry, candidate } = await lockOpenEntry(tx, familyId, entryId, now, {
          notOpen: 'offers.notOpen',
          unavailable: 'offers.noLongerAvailable',
        });
        if (!isOfferable(candidate, now)) throw conflict('offers.underAge');
        await this.expireDue(tx, emit, eq(offers.pipelineEntryId, entry.id));

        const [family] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, familyId));
        const expiresAt = addDays(now, OFFER_VALID_DAYS);
        const [offer] = await tx
          .insert(offers)
          .values({
            pipelineEntryId: entry.id,
            familyId,
            candidateId: candidate.id,
            ...body,
            status: 'pending',
            sentAt: now,
            expiresAt,
            updatedAt: now,
          })
          .returning({ id: offers.id });
        await emit({
          type: 'offer.received',
          recipientIds: await ownerRecipientIds(tx, candidate),
          params: {
            candidate: candidate.name,
            family: family?.name ?? '',
            position: body.position,
            salary: String(body.monthlySalaryAed),
            start: body.startOn,
            expires: uaeDay(expiresAt),
          },
          link: answererLink(candidate),
        });
        return offer!.id;
      });
      return readOffer(this.db, now, id);
    } catch (error) {
      // Two sends at once: the second meets the one-pending index.
      if (isUniqueViolation(error)) throw conflict('offers.alreadyPending');
      throw error;
    }
  }

  /** The family takes back a pending offer. */
  async withdraw(familyId: number, id: number): Promise<Offer> {
    const now = this.now();
    await withEvents(this.events, async (tx, emit) => {
      const { offer } = await this.lockOffer(tx, id, eq(offers.familyId, familyId));
      requireOpen(offer, now);
      await withdrawOffers(tx, emit, eq(offers.id, offer.id), now);
    });
    return readOffer(this.db, now, id);
  }

  /** Accept (she is hired) or decline with a reason. */
  async answer(who: Answerer, id: number, body: AnswerOfferBody): Promise<Offer> {
    const now = this.now();
    await withEvents(this.events, async (tx, emit) => {
      // The family's row first, as her moves and sends lock it first: no deadlock between them.
      await this.lockEntryOf(tx, id);
      const { offer, candidate } = await this.lockOffer(tx, id, answeredBy(who));
      requireOpen(offer, now);
      if (body.answer === 'accept') {
        if (!mayAnswerNow(candidate)) throw conflict('offers.noLongerAvailable');
        if (!isOfferable(candidate, now)) throw conflict('offers.underAge');
        await hire(tx, emit, offer, candidate, who.userId, now);
        return;
      }
      await tx
        .update(offers)
        .set({
          status: 'declined',
          declineReason: body.reason,
          declineNote: body.note || null,
          answeredBy: who.userId,
          answeredAt: now,
          updatedAt: now,
        })
        .where(eq(offers.id, offer.id));
      await emit({
        type: 'offer.declined',
        recipientIds: [offer.familyId],
        params: { candidate: candidate.name, position: offer.position, reason: body.reason },
        link: OFFER_LINKS.family,
      });
    });
    return readOffer(this.db, now, id);
  }

  listForFamily(familyId: number): Promise<Offer[]> {
    return readOffers(this.db, this.now(), eq(offers.familyId, familyId));
  }

  listFor(who: Answerer): Promise<Offer[]> {
    return readOffers(this.db, this.now(), answeredBy(who));
  }

  /**
   * Records every pending offer past its expiry (matching `where`) as expired and tells its
   * family once: the hourly job, and a new offer to a row whose last one ran out.
   */
  async expireDue(tx: Database | Transaction, emit: Emit, where?: SQL): Promise<number> {
    const now = this.now();
    const expired = await tx
      .update(offers)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(offers.status, 'pending'), lte(offers.expiresAt, now), where))
      .returning();
    for (const offer of expired) {
      const [candidate] = await tx
        .select({ name: candidates.name })
        .from(candidates)
        .where(eq(candidates.id, offer.candidateId));
      await emit({
        type: 'offer.expired',
        recipientIds: [offer.familyId],
        params: { candidate: candidate?.name ?? '', position: offer.position },
        link: OFFER_LINKS.family,
        dedupeKey: `offer-expired:${offer.id}`,
      });
    }
    return expired.length;
  }

  /** Locks the pipeline row an offer was sent from (nothing when there is no such offer). */
  private async lockEntryOf(tx: Transaction, id: number) {
    if (!fitsIntegerColumn(id)) return;
    await tx
      .select({ id: pipelineEntries.id })
      .from(pipelineEntries)
      .where(
        inArray(
          pipelineEntries.id,
          tx.select({ id: offers.pipelineEntryId }).from(offers).where(eq(offers.id, id)),
        ),
      )
      .for('update');
  }

  private async lockOffer(tx: Transaction, id: number, scope: SQL | undefined) {
    if (!fitsIntegerColumn(id)) throw notFound('offers.notFound');
    const [found] = await tx
      .select({ offer: offers, candidate: candidates })
      .from(offers)
      .innerJoin(candidates, eq(candidates.id, offers.candidateId))
      .where(and(eq(offers.id, id), scope))
      .for('update', { of: [offers, candidates] });
    if (!found) throw notFound('offers.notFound');
    return found;
  }
}

/** Only a pending offer within its 7 days can be answered or withdrawn. */
function requireOpen(offer: OfferRow, now: Date): void {
  if (offer.status !== 'pending') throw conflict('offers.notPending');
  if (offer.expiresAt <= now) throw conflict('offers.expired', { date: uaeDay(offer.expiresAt) });
}
