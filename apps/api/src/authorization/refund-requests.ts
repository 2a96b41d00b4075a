import { pipelineEntries, recruitments, refundCases } from '../db/schema';
import { registerFamily } from '../test/families';
import type { RequestFor } from './requests';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix calls the refund-case routes (docs/decisions/0026-mohre-returns-
 * and-refunds.md). An allowed caller records the refund of a fresh open case of agency A (paying
 * closes it); a refused caller always aims at the same standing case, which must stay open.
 */

/** An open refund case of agency A: a family's hire of agency A's candidate, returned. */
async function openCaseOfA(w: World): Promise<number> {
  const { db } = w.t.database;
  const now = w.t.clock.now();
  const family = await registerFamily(w.t.app, `Refund Family ${w.next()}`);
  const [entry] = await db
    .insert(pipelineEntries)
    .values({
      familyId: family.id,
      candidateId: w.candidateOfA,
      status: 'returned',
      shortlistedAt: now,
      hiredAt: now,
      returnedOn: w.today(),
      updatedAt: now,
    })
    .returning({ id: pipelineEntries.id });
  const [recruitment] = await db
    .insert(recruitments)
    .values({
      pipelineEntryId: entry!.id,
      familyId: family.id,
      candidateId: w.candidateOfA,
      startedOn: w.today(),
      startedAt: now,
      updatedAt: now,
    })
    .returning({ id: recruitments.id });
  const [opened] = await db
    .insert(refundCases)
    .values({
      recruitmentId: recruitment!.id,
      familyId: family.id,
      candidateId: w.candidateOfA,
      agencyId: w.agencyA.id,
      reason: 'competency',
      startedOn: w.today(),
      returnedOn: w.today(),
      feeFils: 500_000,
      amountDueFils: 500_000,
      dueOn: w.today(),
      status: 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: refundCases.id });
  return opened!.id;
}

const standingCaseOfA = (w: World) => w.once('refund-case-a', () => openCaseOfA(w));

export const REFUND_REQUESTS: Partial<Record<RouteKey, RequestFor>> = {
  'POST /api/refund-cases/:id/payment': async (w, _caller, allowed) => ({
    method: 'POST',
    url: `/api/refund-cases/${allowed ? await openCaseOfA(w) : await standingCaseOfA(w)}/payment`,
    payload: { paidOn: w.today(), reference: 'authz' },
  }),
};
