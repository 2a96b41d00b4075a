import { z } from 'zod';
import {
  dataEnvelope,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  pageMetaSchema,
  pageQuerySchema,
  searchTextSchema,
  timeOfDaySchema,
} from './common';
import { nationalitySchema } from './options';
import {
  agencyRecruitmentStageSchema,
  type AgencyRecruitmentStage,
  type EmployerDocumentStage,
} from './statuses';
import { AGENCY_RECRUITMENT_STAGES } from './status-values';

/*
 * The agency's Recruitments screen: a hired candidate's recruitment moves through the
 * agency's eight stages. The family sees its own six document stages, derived from the agency
 * stage by this table (the database computes the family's stage column from it):
 */
export const AGENCY_TO_EMPLOYER_STAGE = {
  offerLetter: 'offerLetter',
  preMedical: 'medical',
  qvc: 'medical',
  pcc: 'otherDocuments',
  visa: 'visa',
  ticket: 'ticket',
  pregnancyTest: 'pregnancyTest',
  deployed: 'pregnancyTest',
} as const satisfies Record<AgencyRecruitmentStage, EmployerDocumentStage>;

/** The agency stage an admin's move to a family document stage lands on: the first mapped to it. */
export function agencyStageForEmployerStage(stage: EmployerDocumentStage): AgencyRecruitmentStage {
  const found = AGENCY_RECRUITMENT_STAGES.find((s) => AGENCY_TO_EMPLOYER_STAGE[s] === stage);
  if (!found) throw new Error(`No agency stage for ${stage}`);
  return found;
}

/** The agency's fee for a placement when it has not set one (AED, paid by the family). */
export const AGENCY_DEFAULT_PLACEMENT_FEE_AED = 5000;

const shortTextSchema = z.string().trim().min(1).max(100);

export const ticketDetailsSchema = z.object({
  airline: shortTextSchema,
  flightNo: z.string().trim().min(1).max(20),
  /** Arrival in the UAE, UAE day and time. */
  arrivalDate: isoDateSchema,
  arrivalTime: timeOfDaySchema,
  /** The ticket (PNR or e-ticket) number, when known. */
  ticketNumber: z.string().trim().max(40).nullable(),
});
export type TicketDetails = z.infer<typeof ticketDetailsSchema>;

export const deploymentDetailsSchema = z.object({
  location: shortTextSchema,
  date: isoDateSchema,
});
export type DeploymentDetails = z.infer<typeof deploymentDetailsSchema>;

/** The UAE day each stage was reached (offer letter: the day the family hired); null: not yet. */
export const stageDatesSchema = z.object(
  Object.fromEntries(AGENCY_RECRUITMENT_STAGES.map((s) => [s, isoDateSchema.nullable()])) as Record<
    AgencyRecruitmentStage,
    z.ZodNullable<typeof isoDateSchema>
  >,
);
export type StageDates = z.infer<typeof stageDatesSchema>;

/** A row of the agency's Recruitments table. */
export const agencyRecruitmentSchema = z.object({
  id: idSchema,
  candidateId: idSchema,
  name: z.string(),
  nationality: nationalitySchema,
  position: z.string(),
  /** The family that hired the worker. */
  client: z.string(),
  stage: agencyRecruitmentStageSchema,
  stageDates: stageDatesSchema,
  ticket: ticketDetailsSchema.nullable(),
  deployment: deploymentDetailsSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type AgencyRecruitment = z.infer<typeof agencyRecruitmentSchema>;

export const agencyRecruitmentCountsSchema = z.object({
  all: z.number().int().nonnegative(),
  ...(Object.fromEntries(
    AGENCY_RECRUITMENT_STAGES.map((s) => [s, z.number().int().nonnegative()]),
  ) as Record<AgencyRecruitmentStage, z.ZodNumber>),
});
export type AgencyRecruitmentCounts = z.infer<typeof agencyRecruitmentCountsSchema>;

/**
 * GET /agency/recruitments: stage tab (none: all), search by name or nationality, the Filters'
 * position, page.
 */
export const agencyRecruitmentsQuerySchema = z.object({
  stage: agencyRecruitmentStageSchema.optional(),
  search: searchTextSchema.optional(),
  position: z.string().trim().min(1).max(60).optional(),
  ...pageQuerySchema.shape,
});
export type AgencyRecruitmentsQuery = z.infer<typeof agencyRecruitmentsQuerySchema>;
export type AgencyRecruitmentsQueryInput = z.input<typeof agencyRecruitmentsQuerySchema>;

export const agencyRecruitmentsResponseSchema = dataEnvelope({
  items: z.array(agencyRecruitmentSchema),
  /** Per stage over the search (the tab badges). */
  counts: agencyRecruitmentCountsSchema,
  ...pageMetaSchema.shape,
});
export type AgencyRecruitmentsPage = z.infer<typeof agencyRecruitmentsResponseSchema>['data'];

const reachedOn = { date: isoDateSchema };

/**
 * PATCH /agency/recruitments/:id: move to a stage with the day it was reached; the ticket stage
 * needs the flight, deployed the location (its date is the deployment date). Back to the offer
 * letter takes no date (that is the day the family hired).
 */
export const moveRecruitmentBodySchema = z.discriminatedUnion('stage', [
  z.strictObject({ stage: z.literal('offerLetter') }),
  z.strictObject({ stage: z.literal('preMedical'), ...reachedOn }),
  z.strictObject({ stage: z.literal('qvc'), ...reachedOn }),
  z.strictObject({ stage: z.literal('pcc'), ...reachedOn }),
  z.strictObject({ stage: z.literal('visa'), ...reachedOn }),
  z.strictObject({
    stage: z.literal('ticket'),
    ...reachedOn,
    ticket: ticketDetailsSchema.extend({
      ticketNumber: ticketDetailsSchema.shape.ticketNumber.optional(),
    }),
  }),
  z.strictObject({ stage: z.literal('pregnancyTest'), ...reachedOn }),
  z.strictObject({ stage: z.literal('deployed'), ...reachedOn, location: shortTextSchema }),
]);
export type MoveRecruitmentBody = z.infer<typeof moveRecruitmentBodySchema>;
export type MoveRecruitmentBodyInput = z.input<typeof moveRecruitmentBodySchema>;

export const agencyRecruitmentResponseSchema = dataEnvelope({
  recruitment: agencyRecruitmentSchema,
});
