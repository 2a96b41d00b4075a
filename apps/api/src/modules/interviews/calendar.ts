import type { MailLocale } from '@bayti/data/contract';
import { and, eq } from 'drizzle-orm';
import { createEvent } from 'ics';
import type { Database } from '../../db/connection';
import { candidates, interviews, users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { AttachmentBuilder } from '../../mail/attachments';
import { ownerRecipientIds } from '../listings';

/** What a calendar entry of an agreed interview says. */
export interface InterviewEntry {
  id: number;
  agreedAt: Date;
  durationMinutes: number;
  place: string | null;
  videoUrl: string | null;
  candidate: string;
  family: string;
}

/**
 * The agreed interview as an iCalendar file (RFC 5545, written by the `ics` package): its start in
 * UTC, so each calendar shows it in its owner's time zone; the video call's link or the place as
 * its location; a description in the reader's language. The same UID in both sides' files, so a
 * cancellation (METHOD:CANCEL, a later SEQUENCE) takes the invitation out of the calendar.
 */
export function interviewIcs(
  entry: InterviewEntry,
  locale: MailLocale,
  kind: CalendarKind = 'invitation',
): string {
  const cancel = kind === 'cancellation';
  const { error, value } = createEvent({
    uid: `interview-${entry.id}@bayti`,
    productId: 'bayti/interviews',
    method: cancel ? 'CANCEL' : 'PUBLISH',
    sequence: cancel ? 1 : 0,
    title: `Interview: ${entry.candidate} with ${entry.family}`,
    start: entry.agreedAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: entry.durationMinutes },
    location: entry.place ?? entry.videoUrl ?? undefined,
    ...(entry.videoUrl ? { url: entry.videoUrl } : {}),
    description: entry.videoUrl
      ? translate(locale, 'interviews.calendarVideo', { link: entry.videoUrl })
      : translate(locale, 'interviews.calendarPlace', { place: entry.place ?? '' }),
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancel ? 'FREE' : 'BUSY',
  });
  if (error || !value) throw error ?? new Error(`No calendar entry for interview ${entry.id}`);
  return value;
}

/** An invitation to an agreed interview, or its cancellation. */
export type CalendarKind = 'invitation' | 'cancellation';

/**
 * The .ics attachment of an interview's email: the interview the event names, for its family or
 * whoever answers for the candidate. An 'interview.agreed' email carries the invitation while the
 * interview is still agreed; an 'interview.cancelled' one the cancellation of an interview that had
 * been agreed. Otherwise, or for a reader who is neither side, the mail goes without it.
 */
export function interviewAttachment(db: Database, kind: CalendarKind): AttachmentBuilder {
  const status = kind === 'invitation' ? 'agreed' : 'cancelled';
  return async ({ userId, locale, params }) => {
    const id = Number(params.interview);
    if (!Number.isSafeInteger(id)) return [];
    const [found] = await db
      .select({ interview: interviews, candidate: candidates, family: users.name })
      .from(interviews)
      .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
      .innerJoin(users, eq(users.id, interviews.familyId))
      .where(and(eq(interviews.id, id), eq(interviews.status, status)));
    const agreedAt = found?.interview.agreedAt;
    if (!found || !agreedAt) return [];
    const { interview, candidate } = found;
    const parties = [interview.familyId, ...(await ownerRecipientIds(db, candidate))];
    if (!parties.includes(userId)) return [];
    const ics = interviewIcs(
      {
        id: interview.id,
        agreedAt,
        durationMinutes: interview.durationMinutes,
        place: interview.place,
        videoUrl: interview.videoUrl,
        candidate: candidate.name,
        family: found.family,
      },
      locale,
      kind,
    );
    return [
      {
        filename: kind === 'invitation' ? 'bayti-interview.ics' : 'bayti-interview-cancelled.ics',
        content: Buffer.from(ics, 'utf8'),
        contentType:
          kind === 'invitation'
            ? 'text/calendar; charset=utf-8'
            : 'text/calendar; charset=utf-8; method=CANCEL',
      },
    ];
  };
}
