import { z } from 'zod';
import { MANAGED_CANDIDATE_SORTS } from './list-query-values';
import {
  dataEnvelope,
  idSchema,
  isoDateSchema,
  mediaPathSchema,
  pageMetaSchema,
  pageQuerySchema,
  searchTextSchema,
  timeOfDaySchema,
} from './common';
import { MAX_CORE_SKILLS, WORKER_MIN_AGE } from './constants';
import { positionNameSchema } from './employer-pipeline';
import {
  accommodationSchema,
  candidateDocumentTypeSchema,
  complexionSchema,
  coreSkillSchema,
  currentCountrySchema,
  formPositionSchema,
  genderSchema,
  languageLevelSchema,
  maritalStatusSchema,
  nationalitySchema,
  religionSchema,
  salutationSchema,
  workingDaysOptionSchema,
} from './options';
import { managedCandidateStatusSchema } from './statuses';
import { MANAGED_CANDIDATE_STATUSES } from './status-values';
import { dayKeySchema } from './working-days';
import { contractText } from './messages';
import { managedListingSchema } from './listings';
import { ageOn } from './managed-candidate-age';
import {
  checkWorkerPhoneCodes,
  typedWorkerPhone,
  workerPhoneSchema,
  type WorkerPhone,
} from './candidate-self-profile';

export { ageOn };

/** A candidate row of the admin All Candidates table (tab-dependent columns). */
export const adminCandidateSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: z.string(),
  age: z.number().int().nonnegative(),
  /** Null for a worker's own profile that has not said. */
  gender: genderSchema.nullable(),
  nationality: nationalitySchema,
  status: managedCandidateStatusSchema,
  interviewDate: isoDateSchema.nullable(),
  interviewTime: timeOfDaySchema.nullable(),
  selectionType: z.string().nullable(),
  selectionDate: isoDateSchema.nullable(),
});
export type AdminCandidate = z.infer<typeof adminCandidateSchema>;

const uniqueItems = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const coreSkillsSchema = z
  .array(coreSkillSchema)
  .max(MAX_CORE_SKILLS, contractText('managed.tooManyCoreSkills'))
  .refine(uniqueItems, { message: contractText('managed.coreSkillsUnique') });

/** The agency's list adds experience, core skills and the last update. */
export const agencyCandidateSchema = adminCandidateSchema.extend({
  experience: z.string(),
  coreSkills: coreSkillsSchema,
  lastUpdated: isoDateSchema,
});
export type AgencyCandidate = z.infer<typeof agencyCandidateSchema>;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) =>
  z.string().trim().min(1, contractText('validation.required')).max(max);

export const candidateLanguageSchema = z.object({
  language: required(60),
  read: languageLevelSchema,
  write: languageLevelSchema,
  speak: languageLevelSchema,
});

export const candidateEducationSchema = z.object({
  highestQualification: text(120),
  institute: text(120),
  completionYear: z.number().int().min(1950).max(2100).nullable(),
  country: text(60),
  fileNumber: text(60),
  workReference: text(200),
  certificate: mediaPathSchema.nullable(),
});

/** The education of a form that has none yet. */
export const EMPTY_CANDIDATE_EDUCATION: z.infer<typeof candidateEducationSchema> = {
  highestQualification: '',
  institute: '',
  completionYear: null,
  country: '',
  fileNumber: '',
  workReference: '',
  certificate: null,
};

/** Adding an experience needs both position and country. */
export const candidateExperienceSchema = z.object({
  position: required(120),
  country: required(60),
  from: isoDateSchema.nullable(),
  to: isoDateSchema.nullable(),
  totalExperience: text(60),
  contractType: text(60),
  client: text(120),
  note: text(500),
});

export const candidateDocumentEntrySchema = z.object({
  type: candidateDocumentTypeSchema,
  number: text(60),
  country: text(60),
  issueDate: isoDateSchema.nullable(),
  expiryDate: isoDateSchema.nullable(),
  file: mediaPathSchema.nullable(),
});

/** The admin/agency Add/Edit Candidate form; the fields built with `required` must be filled. */
export const candidateProfileFormSchema = z.object({
  salutation: salutationSchema,
  firstName: required(60),
  middleName: text(60),
  lastName: required(60),
  /**
   * The form offers FORM_NATIONALITIES; any nationality the product knows is kept, so a worker
   * listed as, say, Ugandan keeps it when her profile is edited.
   */
  nationality: nationalitySchema,
  dateOfBirth: isoDateSchema.refine((date) => ageOn(date) >= WORKER_MIN_AGE, {
    message: contractText('managed.tooYoung'),
  }),
  maritalStatus: maritalStatusSchema,
  gender: genderSchema,
  religion: religionSchema.nullable(),
  /** Centimetres and kilograms; 0 when unknown. */
  height: z.number().nonnegative(),
  weight: z.number().nonnegative(),
  complexion: complexionSchema.nullable(),
  kids: z.number().int().nonnegative(),
  fullImage: mediaPathSchema.nullable(),
  currentCountry: currentCountrySchema,
  currentCity: required(80),
  streetAddress: required(200),
  about: text(2000),
  coreSkills: coreSkillsSchema,
  otherSkills: z
    .array(required(60))
    .refine(uniqueItems, { message: contractText('managed.skillsUnique') }),
  applyingPosition: formPositionSchema,
  previousPosition: text(120),
  relevantExperienceYears: z.number().int().min(0).max(60),
  relevantExperienceMonths: z.number().int().min(0).max(11),
  estimatedJoiningDate: isoDateSchema,
  workingDays: workingDaysOptionSchema,
  workingHoursFrom: timeOfDaySchema,
  workingHoursTo: timeOfDaySchema,
  dayOff: dayKeySchema.nullable(),
  accommodation: accommodationSchema,
  /** Kept on edit; a new candidate starts shortlisted. */
  status: managedCandidateStatusSchema.optional(),
  languages: z.array(candidateLanguageSchema),
  education: candidateEducationSchema,
  experiences: z.array(candidateExperienceSchema),
  /** One record per document type. */
  documents: z
    .array(candidateDocumentEntrySchema)
    .refine((docs) => uniqueItems(docs.map((doc) => doc.type)), {
      message: contractText('managed.oneDocumentPerType'),
    }),
  /**
   * Her own phone and WhatsApp, which families with a plan reach her on when her listing's
   * contact route is 'own' (kept in candidate_contacts, never on a public answer). Typed and
   * checked as the worker types her own; both or neither (managedCandidateBodySchema). null:
   * none on file; absent from a save: kept as they are.
   */
  phone: typedWorkerPhone('profile.phoneRequired').nullable().optional(),
  whatsapp: typedWorkerPhone('profile.whatsappRequired').nullable().optional(),
});
export type CandidateProfileForm = z.infer<typeof candidateProfileFormSchema>;

// --- The All Candidates list and the candidate profile modal (admin and agency) -------------

export const managedCandidateSortSchema = z.enum(MANAGED_CANDIDATE_SORTS);
export type ManagedCandidateSort = z.infer<typeof managedCandidateSortSchema>;

/**
 * GET /admin/candidates and /agency/candidates. search: a case-insensitive substring of the name,
 * position, gender or nationality, or the exact age; date: the interview or the selection date;
 * status: the tab (absent: all); position: a position page; agencyId: admin only (the agency
 * detail page), ignored for an agency, whose list is always its own.
 */
export const managedCandidatesQuerySchema = z.object({
  search: searchTextSchema.optional(),
  date: isoDateSchema.optional(),
  sort: managedCandidateSortSchema.optional(),
  status: managedCandidateStatusSchema.optional(),
  position: positionNameSchema.optional(),
  agencyId: z.coerce.number().int().positive().optional(),
  ...pageQuerySchema.shape,
});
export type ManagedCandidatesQuery = z.infer<typeof managedCandidatesQuerySchema>;
export type ManagedCandidatesQueryInput = z.input<typeof managedCandidatesQuerySchema>;

/** A row of either list: the agency columns, with the managing agency (admin's Agency column). */
export const managedCandidateRowSchema = agencyCandidateSchema.extend({
  agencyId: idSchema.nullable(),
});
export type ManagedCandidateRow = z.infer<typeof managedCandidateRowSchema>;

/** How many candidates each tab holds under the same search, date and scope; `all` is the sum. */
export const managedCandidateCountsSchema = z.record(
  z.enum(['all', ...MANAGED_CANDIDATE_STATUSES]),
  z.number().int().nonnegative(),
);
export type ManagedCandidateCounts = z.infer<typeof managedCandidateCountsSchema>;

export const managedCandidatesResponseSchema = dataEnvelope({
  items: z.array(managedCandidateRowSchema),
  counts: managedCandidateCountsSchema,
  ...pageMetaSchema.shape,
});
export type ManagedCandidatesPage = z.infer<typeof managedCandidatesResponseSchema>['data'];

/** Interview and selection details the list shows on its tabs (saved with the form). */
export const managedCandidateScheduleSchema = z.object({
  interviewDate: isoDateSchema.nullable().default(null),
  interviewTime: timeOfDaySchema.nullable().default(null),
  selectionType: z.string().trim().max(60).nullable().default(null),
  selectionDate: isoDateSchema.nullable().default(null),
});

/**
 * Her numbers on a save: both or neither (a family needs both to reach her; the one left out is
 * named), each with a code the worker's own form offers for her nationality.
 */
function checkManagedNumbers(
  body: Pick<CandidateProfileForm, 'nationality' | 'phone' | 'whatsapp'>,
  context: z.RefinementCtx,
): void {
  const given = (phone: WorkerPhone | null | undefined) => phone !== null && phone !== undefined;
  if (given(body.phone) !== given(body.whatsapp)) {
    const [field, message] = given(body.phone)
      ? (['whatsapp', 'profile.whatsappRequired'] as const)
      : (['phone', 'profile.phoneRequired'] as const);
    context.addIssue({ code: 'custom', message: contractText(message), path: [field, 'number'] });
  }
  checkWorkerPhoneCodes(body, context);
}

/**
 * POST and PUT bodies: the profile form, the schedule, and for the admin the managing
 * agency (null: none). An agency's agencyId is ignored: its candidates are its own.
 */
export const managedCandidateBodySchema = candidateProfileFormSchema
  .extend({
    ...managedCandidateScheduleSchema.shape,
    agencyId: idSchema.nullable().optional(),
  })
  .superRefine(checkManagedNumbers);
export type ManagedCandidateBody = z.infer<typeof managedCandidateBodySchema>;
export type ManagedCandidateBodyInput = z.input<typeof managedCandidateBodySchema>;

/** A candidate as the modal reads it (the full profile). */
export const managedCandidateSchema = z.object({
  id: idSchema,
  status: managedCandidateStatusSchema,
  agencyId: idSchema.nullable(),
  interviewDate: isoDateSchema.nullable(),
  interviewTime: timeOfDaySchema.nullable(),
  selectionType: z.string().nullable(),
  selectionDate: isoDateSchema.nullable(),
  lastUpdated: isoDateSchema,
  /** The saved form; her numbers as candidate_contacts keeps them (null: none on file). */
  profile: candidateProfileFormSchema.extend({
    phone: workerPhoneSchema.nullable(),
    whatsapp: workerPhoneSchema.nullable(),
  }),
  /** Her public listing (docs/decisions/0022): state, public-only fields, what is missing. */
  listing: managedListingSchema,
});
export type ManagedCandidate = z.infer<typeof managedCandidateSchema>;

export const managedCandidateResponseSchema = dataEnvelope({ candidate: managedCandidateSchema });

export const managedCandidateDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  type: candidateDocumentTypeSchema,
});

/** Where an uploaded photo or document of a managed candidate is served (bearer required). */
export const managedCandidateFileParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  folder: z.enum(['media', 'documents']),
  name: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/),
});

/** GET /candidates/:id/photo/:name: the photo of an agency-listed candidate. */
export const listedPhotoParamsSchema = managedCandidateFileParamsSchema.omit({ folder: true });

/**
 * Where the public site shows the photo of a candidate an agency listed: anyone may read it
 * while it is her listing's photo, unlike her files' private path below.
 */
export function listedPhotoPath(apiPrefix: string, id: number, name: string): string {
  return `${apiPrefix}/candidates/${id}/photo/${name}`;
}

/** The path a managed candidate's upload is stored under in the profile (under the API prefix). */
export function managedCandidateFilePath(
  apiPrefix: string,
  id: number,
  folder: 'media' | 'documents',
  name: string,
): string {
  return `${apiPrefix}/managed-candidates/${id}/files/${folder}/${name}`;
}
