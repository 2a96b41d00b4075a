import type { ReturnReason, UpdatePipelineBody } from '@bayti/data/contract';
import { and, eq } from 'drizzle-orm';
import { fitsIntegerColumn } from '../../db/int-range';
import { candidates, offers, pipelineEntries, recruitments, refundCases } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { agencyRecipientIds } from '../../events/emit';
import type { Emit } from '../../events/transaction';
import { conflict, validationError } from '../../errors';
import { hasRunningHire, statusColumns } from '../listings';
import { filsOf } from '../billing';
import { probationEndOf, refundDue } from './rule';
import { REFUND_LINKS, aedText } from './links';

export interface ReturnInput {
  pipelineEntryId: number;
  familyId: number;
  candidateId: number;
  returnedOn: string;
  reason: ReturnReason;
  /** Today in the UAE. */
  today: string;
}

/**
 * The day her probation started: the accepted offer's start for this pipeline row, else the
 * recruitment's start (hires made before offers); null without a hire.
 */
async function probationStart(tx: Transaction, pipelineEntryId: number) {
  const [recruitment] = await tx
    .select({
      id: recruitments.id,
      startedOn: recruitments.startedOn,
      fee: recruitments.amountPayable,
    })
    .from(recruitments)
    .where(eq(recruitments.pipelineEntryId, pipelineEntryId))
    .for('update');
  const [offer] = await tx
    .select({ startOn: offers.startOn })
    .from(offers)
    .where(and(eq(offers.pipelineEntryId, pipelineEntryId), eq(offers.status, 'accepted')));
  if (!recruitment) return null;
  return {
    ...recruitment,
    hiredOn: recruitment.startedOn,
    startedOn: offer?.startOn ?? recruitment.startedOn,
  };
}

/**
 * A return, in the move's transaction: dated from the start of work to today and within the
 * 6-month probation; the worker's listing goes from hired to stale (she or her agency reconfirms
 * to be listed again); and when an agency placed her, the refund case opens (docs/decisions/0026)
 * and the family and the agency are told. A second case for one hire is refused.
 */
export async function recordReturn(tx: Transaction, emit: Emit, now: Date, input: ReturnInput) {
  const hire = await probationStart(tx, input.pipelineEntryId);
  const hiredOn = hire?.hiredOn ?? input.today;
  // She may leave before the agreed start: a return counts from the day she accepted. Returned
  // before work started, she worked no day (the whole fee is due back).
  const startedOn = hire && hire.startedOn <= input.returnedOn ? hire.startedOn : input.returnedOn;
  if (input.returnedOn < hiredOn || input.returnedOn > input.today)
    throw validationError({ returnedOn: 'pipeline.returnDateRange' });
  if (input.returnedOn >= probationEndOf(startedOn))
    throw conflict('pipeline.returnAfterProbation');

  const [worker] = await tx
    .select({
      name: candidates.name,
      position: candidates.position,
      publisherAgencyId: candidates.publisherAgencyId,
      listingStatus: candidates.listingStatus,
    })
    .from(candidates)
    .where(eq(candidates.id, input.candidateId))
    .for('update');
  if (!worker) return;
  // Off the list until reconfirmed, unless another family has her hired now.
  if (
    worker.listingStatus === 'hired' &&
    !(await hasRunningHire(tx, input.candidateId, input.pipelineEntryId))
  )
    await tx
      .update(candidates)
      .set({ ...statusColumns('stale'), updatedAt: now })
      .where(eq(candidates.id, input.candidateId));

  // The agency that placed her is the one that listed her and answered the offer. A worker who
  // listed herself was hired directly (even if an agency manages her papers): no case.
  const agencyId = worker.publisherAgencyId;
  if (!hire || agencyId === null) return;
  const [existing] = await tx
    .select({ id: refundCases.id })
    .from(refundCases)
    .where(eq(refundCases.recruitmentId, hire.id));
  if (existing) throw conflict('refunds.caseExists');

  const feeFils = filsOf(hire.fee);
  const due = refundDue({ feeFils, startedOn, returnedOn: input.returnedOn, reason: input.reason });
  await tx.insert(refundCases).values({
    recruitmentId: hire.id,
    familyId: input.familyId,
    candidateId: input.candidateId,
    agencyId,
    reason: input.reason,
    startedOn,
    returnedOn: input.returnedOn,
    feeFils,
    amountDueFils: due.amountDueFils,
    dueOn: due.dueOn,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  const params = {
    candidate: worker.name,
    returnedOn: input.returnedOn,
    amount: aedText(due.amountDueFils),
    dueOn: due.dueOn,
  };
  await emit({
    type: 'refund_case.opened',
    recipientIds: [input.familyId],
    params,
    link: REFUND_LINKS.family(worker.position),
  });
  await emit({
    type: 'refund_case.opened',
    recipientIds: await agencyRecipientIds(tx, agencyId),
    params,
    link: REFUND_LINKS.agency,
  });
}

/**
 * A replacement: the family names the pipeline row of the worker hired in her place (one of her
 * hires, not the returned row); the refund case of the returned hire records its recruitment.
 */
export async function linkReplacement(
  tx: Transaction,
  now: Date,
  input: { familyId: number; pipelineEntryId: number; replacementEntryId?: number },
) {
  if (input.replacementEntryId === undefined) return;
  if (!fitsIntegerColumn(input.replacementEntryId))
    throw validationError({ replacementEntryId: 'pipeline.replacementNotHired' });
  const [replacement] = await tx
    .select({ id: recruitments.id })
    .from(recruitments)
    .innerJoin(pipelineEntries, eq(pipelineEntries.id, recruitments.pipelineEntryId))
    .where(
      and(
        eq(recruitments.pipelineEntryId, input.replacementEntryId),
        eq(pipelineEntries.familyId, input.familyId),
        eq(pipelineEntries.status, 'hired'),
      ),
    );
  if (!replacement || input.replacementEntryId === input.pipelineEntryId)
    throw validationError({ replacementEntryId: 'pipeline.replacementNotHired' });
  const [returned] = await tx
    .select({ id: recruitments.id })
    .from(recruitments)
    .where(eq(recruitments.pipelineEntryId, input.pipelineEntryId));
  if (!returned) return;
  await tx
    .update(refundCases)
    .set({ replacementRecruitmentId: replacement.id, updatedAt: now })
    .where(eq(refundCases.recruitmentId, returned.id));
}

/** A move's fields the pipeline row keeps: the return's reason lives on its refund case. */
export function pipelineColumnsOf(change: UpdatePipelineBody) {
  if (change.status === 'returned') {
    const { returnReason: _reason, ...columns } = change;
    return columns;
  }
  if (change.status === 'replaced') {
    const { replacementEntryId: _replacement, ...columns } = change;
    return columns;
  }
  return change;
}
