import { z } from 'zod';
import { dataEnvelope, idSchema, isoDateTimeSchema } from './common';
import {
  INTERVIEW_MAX_SLOTS,
  INTERVIEW_MODES,
  INTERVIEW_NEXT_STEPS,
  INTERVIEW_NOTE_MAX,
  INTERVIEW_OUTCOMES,
  INTERVIEW_PLACE_MAX,
  INTERVIEW_STATUSES,
} from './interview-values';
import { contractText } from './messages';

/*
 * Interviews both sides agree to (Bayti issue 17): a family with a running plan proposes one to
 * three times from her pipeline; the worker, or the agency that listed her, picks one or
 * declines. Times are instants (ISO 8601 with their offset): each reader sees them in her own
 * time zone, and a pick matches a proposed slot as the same instant, whatever offset it is
 * written with.
 */

export const interviewStatusSchema = z.enum(INTERVIEW_STATUSES);
export const interviewModeSchema = z.enum(INTERVIEW_MODES, {
  error: contractText('interviews.modeRequired'),
});

/** A proposed or picked time: an instant with its offset (`2026-12-02T12:30:00+04:00`). */
const slotSchema = z.iso.datetime({ offset: true, error: contractText('interviews.slotInvalid') });

/**
 * POST /employer/pipeline/:id/interviews: one to three times and where. The server checks each
 * time is 2 hours to 60 days ahead and that no two are the same instant.
 */
export const proposeInterviewBodySchema = z
  .strictObject({
    slots: z
      .array(slotSchema, { error: contractText('interviews.slotsRequired') })
      .min(1, contractText('interviews.slotsRequired'))
      .max(INTERVIEW_MAX_SLOTS, contractText('interviews.tooManySlots')),
    mode: interviewModeSchema,
    place: z.string().trim().max(INTERVIEW_PLACE_MAX).optional(),
  })
  .superRefine((body, context) => {
    if (body.mode === 'in_person' && !body.place)
      context.addIssue({
        code: 'custom',
        path: ['place'],
        message: contractText('interviews.placeRequired'),
      });
  });
export type ProposeInterviewBody = z.infer<typeof proposeInterviewBodySchema>;

/** POST …/interviews/:id/answer: pick one of the proposed times, or decline (with a note). */
export const answerInterviewBodySchema = z.discriminatedUnion(
  'answer',
  [
    z.strictObject({ answer: z.literal('pick'), slot: slotSchema }),
    z.strictObject({
      answer: z.literal('decline'),
      note: z.string().trim().max(INTERVIEW_NOTE_MAX).optional(),
    }),
  ],
  { error: contractText('interviews.answerRequired') },
);
export type AnswerInterviewBody = z.infer<typeof answerInterviewBodySchema>;

/**
 * POST /employer/interviews/:id/outcome, after the agreed time: held or missed, and where the
 * pipeline row goes (selected, rejected, or where it is).
 */
export const interviewOutcomeBodySchema = z.strictObject({
  outcome: z.enum(INTERVIEW_OUTCOMES, { error: contractText('interviews.outcomeRequired') }),
  next: z.enum(INTERVIEW_NEXT_STEPS, { error: contractText('interviews.nextRequired') }),
});
export type InterviewOutcomeBody = z.infer<typeof interviewOutcomeBodySchema>;

/** An interview as its family, the worker and her agency read it. */
export const interviewSchema = z.object({
  id: idSchema,
  pipelineEntryId: idSchema,
  candidate: z.object({ id: idSchema, name: z.string() }),
  /** The family's name (a worker or agency sees who asks). */
  family: z.object({ id: idSchema, name: z.string() }),
  status: interviewStatusSchema,
  mode: interviewModeSchema,
  /** Where they meet (in person). */
  place: z.string().nullable(),
  /** The Jitsi Meet room of a video call. */
  videoUrl: z.url().nullable(),
  /** The proposed times, earliest first (UTC). */
  slots: z.array(isoDateTimeSchema).min(1).max(INTERVIEW_MAX_SLOTS),
  /** The picked time, once agreed. */
  agreedAt: isoDateTimeSchema.nullable(),
  durationMinutes: z.number().int().positive(),
  declineNote: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  answeredAt: isoDateTimeSchema.nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewResponseSchema = dataEnvelope({ interview: interviewSchema });
/** The interviews of a family, a worker or an agency: open ones first, then newest. */
export const interviewsResponseSchema = dataEnvelope({ items: z.array(interviewSchema) });
export type InterviewsAnswer = z.infer<typeof interviewsResponseSchema>['data'];
