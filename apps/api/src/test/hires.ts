import { eq } from 'drizzle-orm';
import { candidates, offers, pipelineEntries, recruitments } from '../db/schema';
import { addDays, uaeDay } from '../uae-calendar';
import type { TestFamily } from './families';
import type { TestApp } from './harness';

export interface TestHire {
  entryId: number;
  recruitmentId: number;
  candidateId: number;
}

/**
 * A hire as an accepted offer leaves it (the offer flow has its own tests), today by the test
 * clock: the family's pipeline row hired, the recruitment at its fee, the candidate off the list
 * as hired, and with `startOn` the accepted offer whose start day begins the probation.
 * `agencyId` sets the agency that placed her (null: a direct hire); left out, it stays as seeded.
 */
export async function hireForTest(
  t: TestApp,
  family: TestFamily,
  candidateId: number,
  options: { agencyId?: number | null; feeAed?: string; startOn?: string } = {},
): Promise<TestHire> {
  const { db } = t.database;
  const now = t.clock.now();
  await db
    .update(candidates)
    .set({
      ...(options.agencyId === undefined
        ? {}
        : { agencyId: options.agencyId, publisherAgencyId: options.agencyId }),
      listingStatus: 'hired',
      isPublished: false,
    })
    .where(eq(candidates.id, candidateId));
  const [entry] = await db
    .insert(pipelineEntries)
    .values({
      familyId: family.id,
      candidateId,
      status: 'hired',
      shortlistedAt: now,
      hiredAt: now,
      updatedAt: now,
    })
    .returning({ id: pipelineEntries.id });
  const [recruitment] = await db
    .insert(recruitments)
    .values({
      pipelineEntryId: entry!.id,
      familyId: family.id,
      candidateId,
      startedOn: uaeDay(now),
      startedAt: now,
      amountPayable: options.feeAed ?? '5000.00',
      updatedAt: now,
    })
    .returning({ id: recruitments.id });
  if (options.startOn)
    await db.insert(offers).values({
      pipelineEntryId: entry!.id,
      familyId: family.id,
      candidateId,
      position: 'Nanny',
      monthlySalaryAed: 2500,
      startOn: options.startOn,
      workType: 'Live-in',
      dayOff: 'friday',
      accommodation: 'private_room',
      status: 'accepted',
      sentAt: addDays(now, -3),
      expiresAt: addDays(now, 4),
      answeredAt: now,
      updatedAt: now,
    });
  return { entryId: entry!.id, recruitmentId: recruitment!.id, candidateId };
}
