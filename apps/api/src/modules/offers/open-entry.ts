import { and, eq } from 'drizzle-orm';
import { candidates, pipelineEntries } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError, conflict, notFound } from '../../errors';
import type { MessageId } from '../../i18n/translate';
import { hasRunningPlan } from '../billing';
import { answererMayWork } from './answerer';
import { OPEN_PIPELINE_STATUSES } from './hire';
import { isAvailable } from './rules';

/**
 * Locks a family's pipeline row and its candidate for something the side that answers for her
 * must answer (an offer, an interview), and checks it may be sent: the row is hers (404), the
 * family has a running plan (403, checked under the lock so a refund ending the plan cannot slip
 * in), the row is still open, the candidate is on the public list, somebody can answer for her and
 * her listing agency may work (409 each).
 */
export async function lockOpenEntry(
  tx: Transaction,
  familyId: number,
  entryId: number,
  now: Date,
  refusals: { notOpen: MessageId; unavailable: MessageId },
) {
  const [entry] = await tx
    .select()
    .from(pipelineEntries)
    .where(and(eq(pipelineEntries.id, entryId), eq(pipelineEntries.familyId, familyId)))
    .for('update');
  if (!entry) throw notFound('pipeline.notInList');
  if (!(await hasRunningPlan(tx, familyId, now)))
    throw new AppError('plan_required', 'billing.planRequired');
  if (!(OPEN_PIPELINE_STATUSES as readonly string[]).includes(entry.status))
    throw conflict(refusals.notOpen);
  const [candidate] = await tx
    .select()
    .from(candidates)
    .where(eq(candidates.id, entry.candidateId))
    .for('update');
  if (!candidate || !isAvailable(candidate)) throw conflict(refusals.unavailable);
  if (candidate.userId === null && candidate.publisherAgencyId === null)
    throw conflict('offers.noOneToAnswer');
  if (!(await answererMayWork(tx, candidate))) throw conflict('offers.agencyLocked');
  return { entry, candidate };
}
