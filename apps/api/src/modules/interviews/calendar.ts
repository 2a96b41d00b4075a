import type { MailLocale } from '@bayti/data/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { createEvent, type Attendee, type Person } from 'ics';
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
  /** Who sends the invitation (Bayti's mail address), and the two sides invited. */
  organizer: Person;
  attendees: Attendee[];
}

/**
 * The agreed interview as an iCalendar file (RFC 5545, written by the `ics` package): its start in
 * UTC, so each calendar shows it in its owner's time zone; the video call's link or the place as
 * its location; a description in the reader's language. It is an iTIP REQUEST (RFC 5546) from
 * Bayti to both sides, already accepted by both, with the same UID in each side's file; the
 * cancellation is a CANCEL of that UID with a later SEQUENCE and the same organizer and attendees,
 * which calendars read as taking the entry out.
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
    method: cancel ? 'CANCEL' : 'REQUEST',
    sequence: cancel ? 1 : 0,
    organizer: entry.organizer,
    attendees: entry.attendees,
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

/** The organizer of interview invitations: the address Bayti mails from (`Bayti <no-reply@…>`). */
export function calendarOrganizer(mailFrom: string): Person {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return named
    ? { name: named[1] || 'Bayti', email: named[2]! }
    : { name: 'Bayti', email: mailFrom.trim() };
}

/** An invitation to an agreed interview, or its cancellation. */
export type CalendarKind = 'invitation' | 'cancellation';

/**
 * The .ics attachment of an interview's email: the interview the event names, for its family or
 * whoever answers for the candidate. An 'interview.agreed' email carries the invitation while the
 * interview is still agreed; an 'interview.cancelled' one the cancellation of an interview that had
 * been agreed. Otherwise, or for a reader who is neither side, the mail goes without it.
 */
export function interviewAttachment(
  db: Database,
  kind: CalendarKind,
  organizer: Person,
): AttachmentBuilder {
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
    const invited = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, parties))
      .orderBy(users.id);
    const ics = interviewIcs(
      {
        id: interview.id,
        agreedAt,
        durationMinutes: interview.durationMinutes,
        place: interview.place,
        videoUrl: interview.videoUrl,
        candidate: candidate.name,
        family: found.family,
        organizer,
        attendees: invited.map((person) => ({
          ...person,
          rsvp: false,
          partstat: 'ACCEPTED' as const,
          role: 'REQ-PARTICIPANT' as const,
        })),
      },
      locale,
      kind,
    );
    return [
      {
        filename: kind === 'invitation' ? 'bayti-interview.ics' : 'bayti-interview-cancelled.ics',
        content: Buffer.from(ics, 'utf8'),
        contentType: `text/calendar; charset=utf-8; method=${kind === 'invitation' ? 'REQUEST' : 'CANCEL'}`,
      },
    ];
  };
}
