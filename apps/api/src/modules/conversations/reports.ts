import type { ReportConversationBody } from '@bayti/data/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  candidates,
  conversationMessages,
  conversationReports,
  type conversations,
  users,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { adminRecipientIds } from '../../events/emit';
import type { Emit } from '../../events/transaction';
import { LINKS } from '../listings';
import type { Party } from './party';

type Row = typeof conversations.$inferSelect;

/** The account a participant reports: the family, or the other side's latest writer. */
async function otherAccount(tx: Transaction, row: Row, party: Party): Promise<number | null> {
  if (party.side !== 'family') return row.familyId;
  const [latest] = await tx
    .select({ senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, row.id), ne(conversationMessages.side, 'family')),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  return latest?.senderId ?? row.workerId;
}

/** Tells the admins, urgently, of a report on the conversation. */
async function tellAdmins(tx: Transaction, emit: Emit, row: Row, reportedId: number | null) {
  const [about] = await tx
    .select({ candidate: candidates.name })
    .from(candidates)
    .where(eq(candidates.id, row.candidateId));
  const [reported] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, reportedId ?? 0));
  await emit({
    type: 'report.conversation',
    recipientIds: await adminRecipientIds(tx),
    params: { candidate: about?.candidate ?? '', reported: reported?.name ?? '' },
    link: LINKS.reports,
  });
}

/** A participant's report (one open per reporter; a second meets the unique index). */
export async function reportConversation(
  tx: Transaction,
  emit: Emit,
  row: Row,
  party: Party,
  body: ReportConversationBody,
  now: Date,
): Promise<void> {
  const reportedId = await otherAccount(tx, row, party);
  await tx.insert(conversationReports).values({
    conversationId: row.id,
    reporterId: party.userId,
    reportedId,
    reason: body.reason,
    note: body.note ?? '',
    createdAt: now,
  });
  await tellAdmins(tx, emit, row, reportedId);
}

/** The scam guard's own report on an account that keeps asking for money (one open each). */
export async function guardReport(
  tx: Transaction,
  emit: Emit,
  row: Row,
  senderId: number,
  now: Date,
): Promise<void> {
  const [written] = await tx
    .insert(conversationReports)
    .values({
      conversationId: row.id,
      reporterId: null,
      reportedId: senderId,
      reason: 'asked_for_money',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  if (written) await tellAdmins(tx, emit, row, senderId);
}
