import { z } from 'zod';
import { isoDateSchema, mediaPathSchema } from './common';
import { WORKER_MIN_AGE } from './constants';
import {
  genderSchema,
  jobPreferenceSchema,
  selfProfileChildcareSchema,
  selfProfileExperienceSchema,
  selfProfileLanguageSchema,
  selfProfileMaritalStatusSchema,
  selfProfileNationalitySchema,
  selfProfileReligionSchema,
  selfProfileSkillSchema,
  selfProfileVisaStatusSchema,
} from './options';

export const kidSchema = z.object({ gender: genderSchema, age: z.number().int().min(0).max(30) });
export type Kid = z.infer<typeof kidSchema>;

/** The worker's own profile (candidate dashboard). Age and salary are numbers. */
export const candidateSelfProfileSchema = z.object({
  nationality: selfProfileNationalitySchema,
  religion: selfProfileReligionSchema,
  maritalStatus: selfProfileMaritalStatusSchema,
  age: z.number().int().min(WORKER_MIN_AGE).max(80),
  gender: genderSchema,
  visaStatus: selfProfileVisaStatusSchema,
  visaExpiry: isoDateSchema.nullable(),
  experience: selfProfileExperienceSchema,
  childcare: z.array(selfProfileChildcareSchema),
  languages: z.array(selfProfileLanguageSchema),
  skills: z.array(selfProfileSkillSchema),
  jobPreference: jobPreferenceSchema,
  /** Preferred location. */
  location: z.string().max(120),
  /** Expected salary, AED per month. */
  salary: z.number().int().nonnegative(),
  availableFrom: isoDateSchema.nullable(),
  immediateAvailable: z.boolean(),
  kids: z.array(kidSchema),
  image: mediaPathSchema.nullable(),
  video: mediaPathSchema.nullable(),
});
export type CandidateSelfProfile = z.infer<typeof candidateSelfProfileSchema>;

/** The edit form: immediate availability clears the date (§4). */
export const candidateSelfProfileFormSchema = candidateSelfProfileSchema.refine(
  (profile) => !profile.immediateAvailable || profile.availableFrom === null,
  { message: 'Immediate availability has no start date', path: ['availableFrom'] },
);
