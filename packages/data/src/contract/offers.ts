import { z } from 'zod';
import { dataEnvelope, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import {
  OFFER_ACCOMMODATIONS,
  OFFER_DECLINE_REASONS,
  OFFER_SALARY_MAX_AED,
  OFFER_STATUSES,
} from './hiring-values';
import { contractText } from './messages';
import { workTypeSchema } from './options';
import { dayKeySchema } from './working-days';

/*
 * A hire is an offer (docs/decisions/0029): a family with a running plan sends one from her
 * pipeline; the worker, or the agency that listed her, accepts or declines it within 7 days. Only
 * an acceptance makes her hired.
 */

export const offerStatusSchema = z.enum(OFFER_STATUSES);
export const offerAccommodationSchema = z.enum(OFFER_ACCOMMODATIONS, {
  error: contractText('offers.accommodationRequired'),
});
export const offerDeclineReasonSchema = z.enum(OFFER_DECLINE_REASONS, {
  error: contractText('offers.declineReasonRequired'),
});

export const OFFER_NOTE_MAX = 500;
export const OFFER_POSITION_MAX = 60;

/** POST /employer/pipeline/:id/offers: the terms; the server checks the start is not past. */
export const sendOfferBodySchema = z.strictObject({
  position: z
    .string({ error: contractText('offers.positionRequired') })
    .trim()
    .min(1, contractText('offers.positionRequired'))
    .max(OFFER_POSITION_MAX),
  monthlySalaryAed: z
    .number({ error: contractText('offers.salaryRequired') })
    .int(contractText('offers.salaryWhole'))
    .min(1, contractText('offers.salaryRequired'))
    .max(OFFER_SALARY_MAX_AED, contractText('offers.salaryTooHigh')),
  startOn: z.iso.date({
    error: (issue) =>
      issue.input === undefined
        ? contractText('offers.startRequired')
        : contractText('validation.isoDate'),
  }),
  workType: workTypeSchema,
  dayOff: dayKeySchema,
  accommodation: offerAccommodationSchema,
});
export type SendOfferBody = z.infer<typeof sendOfferBodySchema>;

/** POST …/offers/:id/answer: accept, or decline with a reason (and a note). */
export const answerOfferBodySchema = z.discriminatedUnion(
  'answer',
  [
    z.strictObject({ answer: z.literal('accept') }),
    z.strictObject({
      answer: z.literal('decline'),
      reason: offerDeclineReasonSchema,
      note: z.string().trim().max(OFFER_NOTE_MAX).optional(),
    }),
  ],
  { error: contractText('offers.answerRequired') },
);
export type AnswerOfferBody = z.infer<typeof answerOfferBodySchema>;

/**
 * An offer as its family, the worker and her agency read it. `status` is as of the request: a
 * pending offer past its expiry reads expired even before the hourly job records it.
 */
export const offerSchema = z.object({
  id: idSchema,
  pipelineEntryId: idSchema,
  candidate: z.object({ id: idSchema, name: z.string() }),
  /** The family's name (a worker or agency sees who offers). */
  family: z.object({ id: idSchema, name: z.string() }),
  position: z.string(),
  monthlySalaryAed: z.number().int().positive(),
  startOn: isoDateSchema,
  workType: workTypeSchema,
  dayOff: dayKeySchema,
  accommodation: offerAccommodationSchema,
  status: offerStatusSchema,
  declineReason: offerDeclineReasonSchema.nullable(),
  declineNote: z.string().nullable(),
  sentAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  answeredAt: isoDateTimeSchema.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerResponseSchema = dataEnvelope({ offer: offerSchema });
/** The offers a worker or agency received (pending first, then newest), or a family sent. */
export const offersResponseSchema = dataEnvelope({ items: z.array(offerSchema) });
export type OffersAnswer = z.infer<typeof offersResponseSchema>['data'];

/** The latest offer of a pipeline row, as the family's Candidates table shows it. */
export const pipelineOfferSchema = offerSchema.pick({
  id: true,
  status: true,
  expiresAt: true,
  startOn: true,
  monthlySalaryAed: true,
  declineReason: true,
});
export type PipelineOffer = z.infer<typeof pipelineOfferSchema>;
