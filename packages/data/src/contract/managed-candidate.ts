import { z } from 'zod';
import { idSchema, isoDateSchema, mediaPathSchema, timeOfDaySchema } from './common';
import { MAX_CORE_SKILLS, WORKER_MIN_AGE } from './constants';
import {
  accommodationSchema,
  candidateDocumentTypeSchema,
  complexionSchema,
  coreSkillSchema,
  currentCountrySchema,
  formNationalitySchema,
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
import { dayKeySchema } from './working-days';

/** A candidate row of the admin All Candidates table (tab-dependent columns). */
export const adminCandidateSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: z.string(),
  age: z.number().int().nonnegative(),
  gender: genderSchema,
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
  .max(MAX_CORE_SKILLS, `Choose at most ${MAX_CORE_SKILLS} core skills`)
  .refine(uniqueItems, { message: 'Core skills must be unique' });

/** The agency's list adds experience, core skills and the last update. */
export const agencyCandidateSchema = adminCandidateSchema.extend({
  experience: z.string(),
  coreSkills: coreSkillsSchema,
  lastUpdated: isoDateSchema,
});
export type AgencyCandidate = z.infer<typeof agencyCandidateSchema>;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, 'Required').max(max);

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

/** Adding an experience needs both position and country (§5). */
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

/** Whole years between a birth date and today (UTC). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}

/** The admin/agency Add/Edit Candidate form (§3); required fields per §5. */
export const candidateProfileFormSchema = z.object({
  salutation: salutationSchema,
  firstName: required(60),
  middleName: text(60),
  lastName: required(60),
  nationality: formNationalitySchema,
  dateOfBirth: isoDateSchema.refine((date) => ageOn(date) >= WORKER_MIN_AGE, {
    message: `A worker must be at least ${WORKER_MIN_AGE}`,
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
  otherSkills: z.array(required(60)).refine(uniqueItems, { message: 'Skills must be unique' }),
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
  /** Kept on edit; a new candidate starts shortlisted (§4). */
  status: managedCandidateStatusSchema.optional(),
  languages: z.array(candidateLanguageSchema),
  education: candidateEducationSchema,
  experiences: z.array(candidateExperienceSchema),
  /** One record per document type (§5). */
  documents: z
    .array(candidateDocumentEntrySchema)
    .refine((docs) => uniqueItems(docs.map((doc) => doc.type)), {
      message: 'One document per type',
    }),
});
export type CandidateProfileForm = z.infer<typeof candidateProfileFormSchema>;
