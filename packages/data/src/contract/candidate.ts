import { z } from 'zod';
import { AGE_MAX, AGE_MIN, CANDIDATE_SORTS, SALARY_BAND_KEYS } from './constants';
import {
  dataEnvelope,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  mediaPathSchema,
  pageMetaSchema,
  pageQuerySchema,
  queryBooleanSchema,
  searchTextSchema,
} from './common';
import {
  candidateMaritalStatusSchema,
  candidatePositionSchema,
  childcareBandSchema,
  nationalitySchema,
  religionSchema,
  serviceSchema,
  visaTypeSchema,
  workTypeSchema,
} from './options';
import { isCandidateCursor } from './candidate-cursor';
import { contractText } from './messages';

/**
 * What a cursor the list never wrote is answered with. Here, beside the schema that checks it, and
 * not in candidate-cursor.ts, which the public list's page reads: the catalogue of every contract
 * message would follow it into the main bundle.
 */
export const CANDIDATE_CURSOR_MESSAGE = contractText('candidates.cursorInvalid');

export const salaryBandKeySchema = z.enum(SALARY_BAND_KEYS);
export type SalaryBandKey = z.infer<typeof salaryBandKeySchema>;

/**
 * Candidate as the public list and profile show it, without contact details. A plain
 * (stripping) object on purpose: a phone or WhatsApp number on the source row never survives
 * parsing or serialisation through this schema.
 */
export const publicCandidateSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** The work type. */
  status: workTypeSchema,
  age: z.number().int().min(18).max(80),
  /** Display text, e.g. 'AED 2500-3000 per month'. */
  salary: z.string(),
  /** Parsed from `salary`; null means unbounded on that side. */
  salaryMin: z.number().nonnegative().nullable(),
  salaryMax: z.number().nonnegative().nullable(),
  /** One or more emirates or cities, e.g. 'Dubai, Sharjah'. */
  location: z.string(),
  nationality: nationalitySchema,
  flag: mediaPathSchema,
  visa: visaTypeSchema,
  religion: religionSchema,
  maritalStatus: candidateMaritalStatusSchema,
  languages: z.array(z.string().min(1)),
  image: mediaPathSchema,
  video: mediaPathSchema.nullable(),
  /** Free text, e.g. '5 years'. */
  experience: z.string(),
  childcareExperience: z.array(childcareBandSchema),
  services: z.array(serviceSchema),
  rating: z.number().min(0).max(5),
  position: candidatePositionSchema,
  visaExpiry: isoDateSchema,
  availableFrom: isoDateSchema,
  listedDate: isoDateSchema,
  description: z.string(),
  /** The last time her worker or agency saved or reconfirmed ("Active N days ago"). */
  activeAt: isoDateTimeSchema.nullable(),
  /** The agency that listed her ("Listed by", linking to /agencies/{id}); null: herself. */
  listedBy: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type PublicCandidate = z.infer<typeof publicCandidateSchema>;

/** Contact details, only for a signed-in family with an active access plan. */
export const candidateContactSchema = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  location: z.string(),
});
export type CandidateContact = z.infer<typeof candidateContactSchema>;

/** What is stored per candidate; the answer adds the candidate's location. */
export const candidateContactDetailsSchema = candidateContactSchema.omit({ location: true });
export type CandidateContactDetails = z.infer<typeof candidateContactDetailsSchema>;

export const candidateSortSchema = z.enum(CANDIDATE_SORTS);
export type CandidateSort = z.infer<typeof candidateSortSchema>;

/** The public filters, all optional. */
export const candidateFiltersSchema = z.object({
  nationality: nationalitySchema.optional(),
  position: candidatePositionSchema.optional(),
  workType: workTypeSchema.optional(),
  visa: visaTypeSchema.optional(),
  /** Case-insensitive substring of the location. */
  location: searchTextSchema.optional(),
  /** Case-insensitive substring of any service. */
  skills: searchTextSchema.optional(),
  /** Requires the 'Babycare' service. */
  babycare: queryBooleanSchema.optional(),
  /** Upper age bound; the lower bound is fixed at AGE_MIN. */
  maxAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).optional(),
  salary: salaryBandKeySchema.optional(),
});
export type CandidateFilters = z.infer<typeof candidateFiltersSchema>;

/** GET /api/candidates query string (also the portal's /candidates search params). */
export const candidatesQuerySchema = candidateFiltersSchema.extend({
  sort: candidateSortSchema.default('default'),
  ...pageQuerySchema.shape,
  /**
   * The previous answer's nextCursor: the page after it, found by position (keyset), not by
   * OFFSET. `page` is then only echoed back (the number the pager shows).
   */
  cursor: z
    .string()
    // A function, not the import itself: this module and candidate-cursor import each other.
    .refine((text) => isCandidateCursor(text), CANDIDATE_CURSOR_MESSAGE)
    .optional(),
});
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

export const nationalityCountSchema = z.object({
  nationality: nationalitySchema,
  count: z.number().int().nonnegative(),
});
export type NationalityCount = z.infer<typeof nationalityCountSchema>;

/** GET /api/candidates */
export const candidatesListResponseSchema = dataEnvelope({
  candidates: z.array(publicCandidateSchema),
  ...pageMetaSchema.shape,
  nationalities: z.array(nationalityCountSchema),
  /** The `cursor` of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CandidatesListResponse = z.infer<typeof candidatesListResponseSchema>;
export type CandidatesPage = CandidatesListResponse['data'];

/** GET /api/candidates/:id */
export const candidateResponseSchema = dataEnvelope({ candidate: publicCandidateSchema });
export type CandidateResponse = z.infer<typeof candidateResponseSchema>;

/** GET /api/candidates/:id/contact */
export const candidateContactResponseSchema = dataEnvelope({ contact: candidateContactSchema });
export type CandidateContactResponse = z.infer<typeof candidateContactResponseSchema>;
