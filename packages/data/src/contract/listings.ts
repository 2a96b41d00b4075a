import { z } from 'zod';
import {
  dataEnvelope,
  idSchema,
  isoDateTimeSchema,
  mediaPathSchema,
  pageMetaSchema,
  pageQuerySchema,
} from './common';
import {
  CONTACT_ROUTES,
  LISTING_DECISIONS,
  LISTING_REVIEW_KINDS,
  LISTING_REVIEW_STATES,
  LISTING_STATUSES,
  MODERATION_ACTIONS,
  MODERATION_TARGETS,
  PROFILE_REPORT_REASONS,
  PROFILE_REPORT_STATES,
} from './listing-values';
import { SALARY_BAND_KEYS } from './constants';
import { publicCandidateSchema } from './candidate';
import { candidatePositionSchema, nationalitySchema, visaTypeSchema } from './options';
import { agencyStatusSchema, userStatusSchema } from './statuses';
import { contractText } from './messages';

/*
 * Listings (docs/decisions/0022): a public profile is submitted, reviewed by an admin, listed,
 * reconfirmed every 30 days, and may be hidden by an admin or reported by a family.
 */

export const listingStatusSchema = z.enum(LISTING_STATUSES);
export const listingReviewKindSchema = z.enum(LISTING_REVIEW_KINDS);
export const listingReviewStateSchema = z.enum(LISTING_REVIEW_STATES);
export const listingDecisionSchema = z.enum(LISTING_DECISIONS);
export const moderationActionSchema = z.enum(MODERATION_ACTIONS);
export const moderationTargetSchema = z.enum(MODERATION_TARGETS);
export const profileReportReasonSchema = z.enum(PROFILE_REPORT_REASONS);
export const profileReportStateSchema = z.enum(PROFILE_REPORT_STATES);
export const contactRouteSchema = z.enum(CONTACT_ROUTES);

/** A person or agency as a moderation answer names them. */
export const namedRefSchema = z.object({ id: idSchema, name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** Where a profile's listing stands, as its worker's or agency's dashboard shows it. */
export const listingStateSchema = z.object({
  status: listingStatusSchema,
  /** The admin's reason (rejected, changes requested, hidden); null otherwise. */
  reason: z.string().nullable(),
  /** While in review: a new listing, or a change to a public field of a listed one. */
  reviewKind: listingReviewKindSchema.nullable(),
  /** When a listed profile goes stale unless reconfirmed; null unless listed. */
  reconfirmDueAt: isoDateTimeSchema.nullable(),
  /** The last time her worker or agency saved or reconfirmed ("Active N days ago"). */
  activeAt: isoDateTimeSchema.nullable(),
});
export type ListingState = z.infer<typeof listingStateSchema>;

/**
 * What an agency-listed profile needs before it can be submitted (item 4 of issue 15): a photo,
 * a salary band, a visa, services, languages, a description, a contact route, and for the route
 * 'own' her own numbers; she is at least 18. Work type always has a value (accommodation).
 */
export const MANAGED_LISTING_REQUIREMENTS = [
  'photo',
  'salaryBand',
  'visa',
  'services',
  'languages',
  'description',
  'contactRoute',
  'ownNumbers',
  'adult',
] as const;
export const managedListingRequirementSchema = z.enum(MANAGED_LISTING_REQUIREMENTS);
export type ManagedListingRequirement = z.infer<typeof managedListingRequirementSchema>;

/** A managed candidate's listing: the state, its public-only fields, and what is missing. */
export const managedListingSchema = listingStateSchema.extend({
  /** Null until the listing was first submitted. */
  salaryBand: z.enum(SALARY_BAND_KEYS).nullable(),
  visa: visaTypeSchema.nullable(),
  contactRoute: contactRouteSchema.nullable(),
  /** The agency her public profile says "Listed by"; null while never listed by one. */
  listedBy: namedRefSchema.nullable(),
  /** When her agency confirmed it took no fee from her; null until it has. */
  noFeeConfirmedAt: isoDateTimeSchema.nullable(),
  missing: z.array(managedListingRequirementSchema),
});
export type ManagedListing = z.infer<typeof managedListingSchema>;

/**
 * POST /agency|admin/candidates/:id/listing: the public fields the profile form has not, then
 * submit (an agency: to the Review queue; an admin: listed at once, recorded as approved).
 */
export const managedListingBodySchema = z.object({
  salaryBand: z.enum(SALARY_BAND_KEYS),
  visa: visaTypeSchema,
  contactRoute: contactRouteSchema,
  /**
   * The agency confirms it took no fee or commission from her (a worker never pays, by UAE law):
   * required of an agency on its first publish of her, kept with who and when.
   */
  noFeeTaken: z.boolean().optional(),
});
export type ManagedListingBody = z.infer<typeof managedListingBodySchema>;

// --- The admin Review queue ------------------------------------------------------------------

/** One changed public field: its display text before (at the last approval) and now. */
export const listingChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string(),
});

/** The profile a review is about, as the queue shows it. */
export const reviewCandidateSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Empty until she has a photo. */
  image: z.union([mediaPathSchema, z.literal('')]),
  nationality: nationalitySchema,
  position: candidatePositionSchema,
  age: z.number().int().nonnegative(),
  status: listingStatusSchema,
  /** 'worker': her own profile; 'agency': listed by an agency (or by an admin for none). */
  source: z.enum(['worker', 'agency']),
  agency: namedRefSchema.nullable(),
  /**
   * For a profile the worker lists herself: her account and whether it can sign in, so an admin
   * can deactivate (or reactivate) it from the queue; null for an agency's candidate (the agency's
   * accounts are suspended from Agencies).
   */
  account: z.object({ userId: idSchema, status: userStatusSchema }).nullable(),
});

export const listingReviewSchema = z.object({
  id: idSchema,
  kind: listingReviewKindSchema,
  state: listingReviewStateSchema,
  submittedAt: isoDateTimeSchema,
  submittedBy: namedRefSchema.nullable(),
  decidedAt: isoDateTimeSchema.nullable(),
  decidedBy: namedRefSchema.nullable(),
  reason: z.string().nullable(),
  /** For a change: each public field that changed since the last approval. */
  changes: z.array(listingChangeSchema),
  /** Every public field as families would see it once approved (her photo is the candidate's). */
  publicFields: z.array(z.object({ field: z.string(), value: z.string() })),
  candidate: reviewCandidateSchema,
});
export type ListingReview = z.infer<typeof listingReviewSchema>;

/** GET /admin/moderation/reviews: pending first come, first served (state: another state). */
export const listingReviewsQuerySchema = z.object({
  state: listingReviewStateSchema.default('pending'),
  ...pageQuerySchema.shape,
});
export type ListingReviewsQuery = z.infer<typeof listingReviewsQuerySchema>;

export const listingReviewsResponseSchema = dataEnvelope({
  items: z.array(listingReviewSchema),
  ...pageMetaSchema.shape,
});
export type ListingReviewsPage = z.infer<typeof listingReviewsResponseSchema>['data'];

export const MODERATION_REASON_MAX = 1000;
const reasonSchema = z
  .string()
  .trim()
  .min(1, contractText('moderation.reasonRequired'))
  .max(MODERATION_REASON_MAX);

/** POST /admin/moderation/reviews/:id/decision: reject and request_changes need a reason. */
export const listingDecisionBodySchema = z
  .object({
    decision: listingDecisionSchema,
    reason: z.string().trim().max(MODERATION_REASON_MAX).optional(),
  })
  .refine((body) => body.decision === 'approve' || Boolean(body.reason), {
    message: contractText('moderation.reasonRequired'),
    path: ['reason'],
  });
export type ListingDecisionBody = z.infer<typeof listingDecisionBodySchema>;

export const listingReviewResponseSchema = dataEnvelope({ review: listingReviewSchema });

/** Hide a profile, or deactivate an account: the reason is required and stored. */
export const moderationReasonBodySchema = z.object({ reason: reasonSchema });
export type ModerationReasonBody = z.infer<typeof moderationReasonBodySchema>;

/** Unhide or reactivate: a note is optional. */
export const moderationNoteBodySchema = z.object({
  reason: z.string().trim().max(MODERATION_REASON_MAX).optional(),
});
export type ModerationNoteBody = z.infer<typeof moderationNoteBodySchema>;

/** A profile after hide/unhide: its id and listing state. */
export const moderatedListingResponseSchema = dataEnvelope({
  candidateId: idSchema,
  listing: listingStateSchema,
});

/** An account after deactivate/reactivate. */
export const moderatedAccountResponseSchema = dataEnvelope({
  userId: idSchema,
  status: userStatusSchema,
});

/** One stored moderation action: who, when, why, before and after. */
export const moderationActionEntrySchema = z.object({
  id: idSchema,
  action: moderationActionSchema,
  targetType: moderationTargetSchema,
  targetId: idSchema,
  actor: namedRefSchema.nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTimeSchema,
});
export type ModerationActionEntry = z.infer<typeof moderationActionEntrySchema>;

/** GET /admin/moderation/actions: newest first, optionally of one target. */
export const moderationActionsQuerySchema = z.object({
  targetType: moderationTargetSchema.optional(),
  targetId: z.coerce.number().int().positive().optional(),
  ...pageQuerySchema.shape,
});
export type ModerationActionsQuery = z.infer<typeof moderationActionsQuerySchema>;

export const moderationActionsResponseSchema = dataEnvelope({
  items: z.array(moderationActionEntrySchema),
  ...pageMetaSchema.shape,
});

// --- Reports by families ---------------------------------------------------------------------

export const PROFILE_REPORT_NOTE_MAX = 1000;

/** POST /candidates/:id/reports (a signed-in family). One open report per family and profile. */
export const profileReportBodySchema = z.object({
  reason: profileReportReasonSchema,
  note: z.string().trim().max(PROFILE_REPORT_NOTE_MAX).default(''),
});
export type ProfileReportBody = z.infer<typeof profileReportBodySchema>;
export type ProfileReportBodyInput = z.input<typeof profileReportBodySchema>;

export const profileReportSchema = z.object({
  id: idSchema,
  reason: profileReportReasonSchema,
  note: z.string(),
  state: profileReportStateSchema,
  createdAt: isoDateTimeSchema,
  reporter: namedRefSchema,
  candidate: reviewCandidateSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: namedRefSchema.nullable(),
  resolution: z.string().nullable(),
});
export type ProfileReport = z.infer<typeof profileReportSchema>;

export const profileReportResponseSchema = dataEnvelope({ report: profileReportSchema });

/**
 * POST /candidates/:id/reports answers the family with her own report only: the profile's
 * moderation details (its status, source, the worker's account) are for admins.
 */
export const filedReportSchema = profileReportSchema.pick({
  id: true,
  reason: true,
  note: true,
  state: true,
  createdAt: true,
});
export const filedReportResponseSchema = dataEnvelope({ report: filedReportSchema });

/** GET /admin/moderation/reports: open first come, first served (state: another state). */
export const profileReportsQuerySchema = z.object({
  state: profileReportStateSchema.default('open'),
  ...pageQuerySchema.shape,
});
export type ProfileReportsQuery = z.infer<typeof profileReportsQuerySchema>;

export const profileReportsResponseSchema = dataEnvelope({
  items: z.array(profileReportSchema),
  ...pageMetaSchema.shape,
});

/**
 * POST /admin/moderation/reports/:id/resolution: uphold or dismiss, with a note. `hide` (uphold
 * only) also hides the profile, with the note as its reason, in the same transaction.
 */
export const profileReportResolutionBodySchema = z
  .object({
    outcome: z.enum(['uphold', 'dismiss']),
    note: reasonSchema,
    hide: z.boolean().default(false),
  })
  .refine((body) => !body.hide || body.outcome === 'uphold', {
    message: 'Only an upheld report hides the profile',
    path: ['hide'],
  });
export type ProfileReportResolutionBody = z.infer<typeof profileReportResolutionBodySchema>;

// --- Public agency page and counts -----------------------------------------------------------

/** GET /agency-pages/:id: an approved agency's public page, with its listed candidates. */
export const publicAgencySchema = z.object({
  id: idSchema,
  name: z.string(),
  logo: mediaPathSchema.nullable(),
  /** The agency's status with Bayti: 'approved' is a verified licence. */
  licenceStatus: agencyStatusSchema,
  /** Its trade licence number, when it gave one. */
  licenceNumber: z.string().nullable(),
  city: z.string().nullable(),
  about: z.string().nullable(),
});
export type PublicAgency = z.infer<typeof publicAgencySchema>;

/** Listed counts by nationality, most first; total over all nationalities. */
export const listingCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  nationalities: z.array(
    z.object({ nationality: nationalitySchema, count: z.number().int().nonnegative() }),
  ),
});
export type ListingCounts = z.infer<typeof listingCountsSchema>;

/** GET /candidates/counts: the home and About nationality strip and totals, from the data. */
export const listingCountsResponseSchema = dataEnvelope(listingCountsSchema.shape);

/** GET /agency-pages/:id: its listed candidates a page at a time, newest listed first. */
export const publicAgencyQuerySchema = pageQuerySchema;

export const publicAgencyResponseSchema = dataEnvelope({
  agency: publicAgencySchema,
  candidates: z.array(publicCandidateSchema),
  ...pageMetaSchema.shape,
});
export type PublicAgencyPage = z.infer<typeof publicAgencyResponseSchema>['data'];
