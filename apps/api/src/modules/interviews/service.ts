import {
  INTERVIEW_DURATION_MINUTES,
  OPEN_INTERVIEW_STATUSES,
  canMovePipeline,
  type AnswerInterviewBody,
  type Interview,
  type InterviewOutcomeBody,
  type ProposeInterviewBody,
} from '@bayti/data/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { candidates, interviews, offers, pipelineEntries, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, validationError } from '../../errors';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import { uaeDay } from '../../uae-calendar';
import { ownerRecipientIds } from '../listings';
import {
  OPEN_PIPELINE_STATUSES,
  answeredBy,
  lockOpenEntry,
  mayAnswerNow,
  withdrawOffers,
  type Answerer,
} from '../offers';
import { tellAgreed, tellCancelled, whereParams } from './agreed';
import { answererInterviewsLink, INTERVIEW_LINKS } from './links';
import { readInterview, readInterviews } from './read';
import { checkSlots, dubaiDayAndTime, findSlot, jitsiRoomUrl } from './rules';

const isOpenRow = (status: string) =>
  (OPEN_PIPELINE_STATUSES as readonly string[]).includes(status);
const isOpenInterview = (status: string) =>
  (OPEN_INTERVIEW_STATUSES as readonly string[]).includes(status);

/**
 * Interviews both sides agree to (Bayti issue 17): a family with a running plan proposes one to
 * three times from her pipeline; whoever answers for the candidate (her listing agency, else the
 * worker, as for offers) picks one or declines; the family cancels, or records the outcome once
 * the time has come. The pipeline row follows: interview on a proposal, then selected, rejected
 * or kept.
 */
export class InterviewService {
  constructor(
    private readonly db: Database,
    private readonly events: EventDeps,
  ) {}

  private now() {
    return this.events.clock.now();
  }

  async propose(familyId: number, entryId: number, body: ProposeInterviewBody): Promise<Interview> {
    if (!fitsIntegerColumn(entryId)) throw notFound('pipeline.notInList');
    const now = this.now();
    const slots = checkSlots(body.slots, now);
    try {
      const id = await withEvents(this.events, async (tx, emit) => {
        const { entry, candidate } = await lockOpenEntry(tx, familyId, entryId, now, {
          notOpen: 'interviews.notOpen',
          unavailable: 'interviews.noLongerAvailable',
        });
        const [open] = await tx
          .select({ id: interviews.id })
          .from(interviews)
          .where(
            and(
              eq(interviews.pipelineEntryId, entry.id),
              inArray(interviews.status, [...OPEN_INTERVIEW_STATUSES]),
            ),
          );
        if (open) throw conflict('interviews.alreadyOpen');

        const video = body.mode === 'video';
        const [interview] = await tx
          .insert(interviews)
          .values({
            pipelineEntryId: entry.id,
            familyId,
            candidateId: candidate.id,
            status: 'proposed',
            slots,
            mode: body.mode,
            place: video ? null : body.place!,
            videoUrl: video ? jitsiRoomUrl() : null,
            durationMinutes: INTERVIEW_DURATION_MINUTES,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: interviews.id });
        // The Candidates table keeps showing a date: the earliest proposed, in Dubai time.
        const first = dubaiDayAndTime(slots[0]!);
        await tx
          .update(pipelineEntries)
          .set({
            ...(entry.status === 'selected' ? {} : { status: 'interview', interviewAt: now }),
            interviewDate: first.day,
            interviewTime: first.time,
            updatedAt: now,
          })
          .where(eq(pipelineEntries.id, entry.id));

        const [family] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, familyId));
        await emit({
          type: 'interview.proposed',
          recipientIds: await ownerRecipientIds(tx, candidate),
          params: {
            candidate: candidate.name,
            family: family?.name ?? '',
            mode: body.mode,
            times: slots.map((slot) => dubaiDayAndTime(slot).text).join(', '),
          },
          link: answererInterviewsLink(candidate),
        });
        return interview!.id;
      });
      return readInterview(this.db, id);
    } catch (error) {
      // Two proposals at once: the second meets the one-open index.
      if (isUniqueViolation(error)) throw conflict('interviews.alreadyOpen');
      throw error;
    }
  }

  /**
   * The family calls off an interview waiting for an answer, or agreed and still ahead (once its
   * time has come she records how it went instead). Whoever answers for the candidate is told; an
   * agreed one was in both sides' calendars, so both get the cancellation. Her row no longer shows
   * its date and time.
   */
  async cancel(familyId: number, id: number): Promise<Interview> {
    const now = this.now();
    await withEvents(this.events, async (tx, emit) => {
      const entry = await this.lockEntryOf(tx, id);
      const { interview, candidate } = await this.lock(tx, id, eq(interviews.familyId, familyId));
      if (!isOpenInterview(interview.status)) throw conflict('interviews.notCancellable');
      if (interview.agreedAt && interview.agreedAt <= now) throw conflict('interviews.alreadyDue');
      await tx
        .update(interviews)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(interviews.id, interview.id));
      if (entry && isOpenRow(entry.status))
        await tx
          .update(pipelineEntries)
          .set({ interviewDate: null, interviewTime: null, updatedAt: now })
          .where(eq(pipelineEntries.id, entry.id));
      await tellCancelled(tx, emit, interview, candidate);
    });
    return readInterview(this.db, id);
  }

  /**
   * After the agreed time the family records it held or missed and moves her row: selected (the
   * selection type from who listed her), rejected (its pending offer withdrawn), or kept.
   */
  async recordOutcome(
    familyId: number,
    id: number,
    body: InterviewOutcomeBody,
  ): Promise<Interview> {
    const now = this.now();
    await withEvents(this.events, async (tx, emit) => {
      const entry = await this.lockEntryOf(tx, id);
      const { interview, candidate } = await this.lock(tx, id, eq(interviews.familyId, familyId));
      if (interview.status !== 'agreed' || !interview.agreedAt || !entry)
        throw conflict('interviews.notAgreed');
      if (interview.agreedAt > now)
        throw conflict('interviews.notYet', { time: dubaiDayAndTime(interview.agreedAt).text });
      if (body.next !== 'keep') {
        if (!canMovePipeline(entry.status, body.next)) throw conflict('pipeline.moveRefused');
        if (body.next === 'selected' && candidate.listingStatus === 'hired')
          throw conflict('pipeline.noLongerAvailable');
      }
      await tx
        .update(interviews)
        .set({ status: body.outcome, outcomeAt: now, updatedAt: now })
        .where(eq(interviews.id, interview.id));
      if (body.next === 'selected')
        await tx
          .update(pipelineEntries)
          .set({
            status: 'selected',
            selectionType: candidate.publisherAgencyId === null ? 'Direct' : 'Agency',
            selectionDate: uaeDay(now),
            selectedAt: now,
            updatedAt: now,
          })
          .where(eq(pipelineEntries.id, entry.id));
      if (body.next === 'rejected') {
        await tx
          .update(pipelineEntries)
          .set({ status: 'rejected', rejectedAt: now, updatedAt: now })
          .where(eq(pipelineEntries.id, entry.id));
        await withdrawOffers(tx, emit, eq(offers.pipelineEntryId, entry.id), now);
      }
    });
    return readInterview(this.db, id);
  }

  /** Pick one of the proposed times (the same instant, in any offset), or decline. */
  async answer(who: Answerer, id: number, body: AnswerInterviewBody): Promise<Interview> {
    const now = this.now();
    await withEvents(this.events, async (tx, emit) => {
      // The family's row first, as her moves and proposals lock it first: no deadlock.
      const entry = await this.lockEntryOf(tx, id);
      const { interview, candidate } = await this.lock(tx, id, answeredBy(who));
      if (interview.status !== 'proposed') throw conflict('interviews.notProposed');
      if (body.answer === 'decline') {
        await tx
          .update(interviews)
          .set({
            status: 'declined',
            declineNote: body.note || null,
            answeredBy: who.userId,
            answeredAt: now,
            updatedAt: now,
          })
          .where(eq(interviews.id, interview.id));
        await emit({
          type: 'interview.declined',
          recipientIds: [interview.familyId],
          params: { candidate: candidate.name },
          link: INTERVIEW_LINKS.family,
        });
        return;
      }
      const slot = findSlot(interview.slots, body.slot);
      if (!slot) throw validationError({ slot: 'interviews.slotNotProposed' });
      if (slot <= now) throw conflict('interviews.slotPassed');
      if (!mayAnswerNow(candidate)) throw conflict('interviews.noLongerAvailable');
      await tx
        .update(interviews)
        .set({
          status: 'agreed',
          agreedAt: slot,
          answeredBy: who.userId,
          answeredAt: now,
          updatedAt: now,
        })
        .where(eq(interviews.id, interview.id));
      if (entry && isOpenRow(entry.status)) {
        const agreed = dubaiDayAndTime(slot);
        await tx
          .update(pipelineEntries)
          .set({ interviewDate: agreed.day, interviewTime: agreed.time, updatedAt: now })
          .where(eq(pipelineEntries.id, entry.id));
      }
      await tellAgreed(tx, emit, { ...interview, agreedAt: slot }, candidate);
    });
    return readInterview(this.db, id);
  }

  listForFamily(familyId: number): Promise<Interview[]> {
    return readInterviews(this.db, eq(interviews.familyId, familyId));
  }

  listFor(who: Answerer): Promise<Interview[]> {
    return readInterviews(this.db, answeredBy(who));
  }

  /**
   * Reminds both sides of each agreed interview 24 hours and 1 hour before (the
   * interview-reminders job, every 10 minutes). A dedupe key per interview, side and reminder
   * writes each once, however often and on however many servers the job runs. An interview agreed
   * less than 24 hours ahead gets only the 1-hour reminder.
   */
  async remindDue(tx: Database | Transaction, emit: Emit): Promise<number> {
    const now = this.now();
    const due = await tx
      .select({ interview: interviews, candidate: candidates, familyName: users.name })
      .from(interviews)
      .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
      .innerJoin(users, eq(users.id, interviews.familyId))
      .where(
        and(
          eq(interviews.status, 'agreed'),
          sql`${interviews.agreedAt} > ${now}`,
          sql`${interviews.agreedAt} <= ${new Date(now.getTime() + DAY_MS)}`,
        ),
      );
    let written = 0;
    for (const { interview, candidate, familyName } of due) {
      const left = interview.agreedAt!.getTime() - now.getTime();
      const agreedEarly =
        interview.answeredAt !== null &&
        interview.agreedAt!.getTime() - interview.answeredAt.getTime() >= DAY_MS;
      const when = left <= HOUR_MS ? '1h' : agreedEarly ? '24h' : null;
      if (!when) continue;
      const params = {
        candidate: candidate.name,
        family: familyName,
        time: dubaiDayAndTime(interview.agreedAt!).text,
        when,
        ...whereParams(interview),
      };
      const key = `interview-reminder:${interview.id}:${when}`;
      const toAnswerer = await emit({
        type: 'interview.reminder',
        recipientIds: await ownerRecipientIds(tx, candidate),
        params,
        link: answererInterviewsLink(candidate),
        dedupeKey: key,
      });
      const toFamily = await emit({
        type: 'interview.reminder',
        recipientIds: [interview.familyId],
        params,
        link: INTERVIEW_LINKS.family,
        dedupeKey: `${key}:family`,
      });
      written += Number(toAnswerer) + Number(toFamily);
    }
    return written;
  }

  /** Locks the pipeline row an interview was proposed from (undefined when there is none). */
  private async lockEntryOf(tx: Transaction, id: number) {
    if (!fitsIntegerColumn(id)) return undefined;
    const [entry] = await tx
      .select({ id: pipelineEntries.id, status: pipelineEntries.status })
      .from(pipelineEntries)
      .where(
        inArray(
          pipelineEntries.id,
          tx
            .select({ id: interviews.pipelineEntryId })
            .from(interviews)
            .where(eq(interviews.id, id)),
        ),
      )
      .for('update');
    return entry;
  }

  private async lock(tx: Transaction, id: number, scope: SQL | undefined) {
    if (!fitsIntegerColumn(id)) throw notFound('interviews.notFound');
    const [found] = await tx
      .select({ interview: interviews, candidate: candidates })
      .from(interviews)
      .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
      .where(and(eq(interviews.id, id), scope))
      .for('update', { of: [interviews, candidates] });
    if (!found) throw notFound('interviews.notFound');
    return found;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
