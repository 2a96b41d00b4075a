import type { Offer } from '@bayti/data/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { isoInstant } from '../../db/iso-instant';
import { candidates, offers, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

const o = offers;
const family = alias(users, 'offer_family');

/**
 * An offer's status as of `now`: a pending offer past its expiry reads expired before the
 * expiry job records it, so nobody acts on one that can no longer be accepted.
 */
export const statusAt = (now: Date) =>
  sql<
    Offer['status']
  >`case when ${o.status} = 'pending' and ${o.expiresAt} <= ${now} then 'expired' else ${o.status} end`;

const columnsAt = (now: Date) => ({
  id: o.id,
  pipelineEntryId: o.pipelineEntryId,
  candidate: sql<
    Offer['candidate']
  >`json_build_object('id', ${candidates.id}, 'name', ${candidates.name})`,
  family: sql<Offer['family']>`json_build_object('id', ${family.id}, 'name', ${family.name})`,
  position: o.position,
  monthlySalaryAed: o.monthlySalaryAed,
  startOn: o.startOn,
  workType: o.workType,
  dayOff: o.dayOff,
  accommodation: o.accommodation,
  status: statusAt(now),
  declineReason: o.declineReason,
  declineNote: o.declineNote,
  sentAt: isoInstant(o.sentAt),
  expiresAt: isoInstant(o.expiresAt),
  answeredAt: isoInstant<string | null>(o.answeredAt),
});

/** Offers matching `where`, as the contract writes them: pending first, then newest. */
export async function readOffers(
  db: Database | Transaction,
  now: Date,
  where: SQL | undefined,
): Promise<Offer[]> {
  return db
    .select(columnsAt(now))
    .from(o)
    .innerJoin(candidates, eq(candidates.id, o.candidateId))
    .innerJoin(family, eq(family.id, o.familyId))
    .where(where)
    .orderBy(sql`(${statusAt(now)} = 'pending') desc`, desc(o.sentAt), desc(o.id));
}

/** One offer, read back after a change. */
export async function readOffer(db: Database | Transaction, now: Date, id: number): Promise<Offer> {
  const [offer] = await readOffers(db, now, and(eq(o.id, id)));
  if (!offer) throw new Error(`offer ${id} vanished`);
  return offer;
}
