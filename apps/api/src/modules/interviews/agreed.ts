import { eq } from 'drizzle-orm';
import { users, type candidates, type interviews } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { Emit } from '../../events/transaction';
import { ownerRecipientIds } from '../listings';
import { answererInterviewsLink, INTERVIEW_LINKS } from './links';
import { dubaiDayAndTime } from './rules';

type InterviewRow = typeof interviews.$inferSelect;
type CandidateRow = typeof candidates.$inferSelect;

/** Where they meet, as the notification texts say it: a video call's link or a place. */
export const whereParams = (interview: Pick<InterviewRow, 'mode' | 'place' | 'videoUrl'>) => ({
  mode: interview.mode,
  link: interview.videoUrl ?? '',
  place: interview.place ?? '',
});

/** Which interview, and who meets whom, as the notification texts name them. */
async function whoParams(tx: Transaction, interview: InterviewRow, candidate: CandidateRow) {
  const [family] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, interview.familyId));
  return { interview: String(interview.id), candidate: candidate.name, family: family?.name ?? '' };
}

/**
 * Tells both sides the interview is agreed, each with a link to its own page. The email carries
 * the calendar invitation, made at delivery from the interview the event names (calendar.ts).
 */
export async function tellAgreed(
  tx: Transaction,
  emit: Emit,
  interview: InterviewRow & { agreedAt: Date },
  candidate: CandidateRow,
): Promise<void> {
  const params = {
    ...(await whoParams(tx, interview, candidate)),
    time: dubaiDayAndTime(interview.agreedAt).text,
    ...whereParams(interview),
  };
  await emit({
    type: 'interview.agreed',
    recipientIds: [interview.familyId],
    params,
    link: INTERVIEW_LINKS.family,
  });
  await emit({
    type: 'interview.agreed',
    recipientIds: await ownerRecipientIds(tx, candidate),
    params,
    link: answererInterviewsLink(candidate),
  });
}

/**
 * Tells whoever answers for the candidate that the family called the interview off. An agreed
 * one sits in both sides' calendars: both are told, and the email carries the cancellation of
 * the invitation (calendar.ts), which takes it out of their calendars.
 */
export async function tellCancelled(
  tx: Transaction,
  emit: Emit,
  interview: InterviewRow,
  candidate: CandidateRow,
): Promise<void> {
  const params = {
    ...(await whoParams(tx, interview, candidate)),
    time: interview.agreedAt ? dubaiDayAndTime(interview.agreedAt).text : '',
    agreed: interview.agreedAt ? 'yes' : 'no',
  };
  await emit({
    type: 'interview.cancelled',
    recipientIds: await ownerRecipientIds(tx, candidate),
    params: { ...params, by: 'family' },
    link: answererInterviewsLink(candidate),
  });
  if (interview.agreedAt)
    await emit({
      type: 'interview.cancelled',
      recipientIds: [interview.familyId],
      params: { ...params, by: 'you' },
      link: INTERVIEW_LINKS.family,
    });
}
