import { z } from 'zod';
import { dataEnvelope, idSchema, isoDateSchema, mediaPathSchema } from './common';
import { DIALLING_CODES, WORKER_MIN_AGE } from './constants';
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
import {
  NATIONALITY_DIALLING_CODES,
  type NATIONALITIES,
  SELF_PROFILE_CHILDCARE,
  SELF_PROFILE_LANGUAGES,
  SELF_PROFILE_SKILLS,
} from './option-values';
import { contractText } from './messages';
import { listingStateSchema } from './listings';
import { ageOn } from './managed-candidate-age';

export const kidSchema = z.object({ gender: genderSchema, age: z.number().int().min(0).max(30) });
export type Kid = z.infer<typeof kidSchema>;

/**
 * The country codes a worker's phone and WhatsApp may have: the Gulf's (DIALLING_CODES) and her
 * home country's, by her nationality (none yet while she has not chosen it).
 */
export function workerDiallingCodes(
  nationality: (typeof NATIONALITIES)[number] | null | undefined,
): string[] {
  const home = nationality ? NATIONALITY_DIALLING_CODES[nationality].code : null;
  return home ? [...DIALLING_CODES, home] : [...DIALLING_CODES];
}

/** A country code as the forms write it: '+971'. */
const countryCodeSchema = z.string().regex(/^\+\d{1,4}$/, contractText('profile.phoneCode'));

/** A worker's phone or WhatsApp number as stored: its country code and 6 to 12 national digits. */
export const workerPhoneSchema = z.object({
  countryCode: countryCodeSchema,
  number: z.string().regex(/^\d{6,12}$/, contractText('profile.phoneDigits')),
});
export type WorkerPhone = z.infer<typeof workerPhoneSchema>;

/**
 * A number as she types it: spaces and dashes dropped, and a leading trunk 0 ('050 123 4567' ->
 * '501234567'); then 6 to 12 digits (an E.164 number's national part).
 */
export const typedWorkerPhone = (required: 'profile.phoneRequired' | 'profile.whatsappRequired') =>
  z.object(
    {
      countryCode: countryCodeSchema,
      number: z
        .string()
        .transform((typed) => typed.replace(/[\s-]/g, '').replace(/^0+/, ''))
        .pipe(
          z
            .string()
            .min(1, contractText(required))
            .regex(/^(\d{6,12})?$/, contractText('profile.phoneDigits')),
        ),
    },
    { error: contractText(required) },
  );

/**
 * The country-code rule of her numbers, for a form's superRefine: each given number has a code
 * workerDiallingCodes offers for her nationality.
 */
export function checkWorkerPhoneCodes(
  profile: {
    nationality: (typeof NATIONALITIES)[number] | null | undefined;
    phone?: WorkerPhone | null | undefined;
    whatsapp?: WorkerPhone | null | undefined;
  },
  context: z.RefinementCtx,
): void {
  const codes = workerDiallingCodes(profile.nationality);
  for (const field of ['phone', 'whatsapp'] as const) {
    // Refinements also run after a continuable issue: the number may be absent here.
    const given = profile[field];
    if (given && !codes.includes(given.countryCode))
      context.addIssue({
        code: 'custom',
        message: contractText('profile.phoneCode'),
        path: [field, 'countryCode'],
      });
  }
}

export const MAX_KIDS = 12;
export const SELF_PROFILE_AGE_MAX = 80;
/** Expected salary upper bound (AED per month): catches a typo'd extra zero. */
export const SELF_PROFILE_SALARY_MAX = 100_000;

/** The worker's own profile (candidate dashboard). Age and salary are numbers. */
export const candidateSelfProfileSchema = z.object({
  nationality: selfProfileNationalitySchema,
  religion: selfProfileReligionSchema,
  maritalStatus: selfProfileMaritalStatusSchema,
  /** Derived from dateOfBirth on the UAE day (read only: the form sends the date). */
  age: z.number().int().min(WORKER_MIN_AGE).max(SELF_PROFILE_AGE_MAX),
  dateOfBirth: isoDateSchema,
  gender: genderSchema,
  visaStatus: selfProfileVisaStatusSchema,
  visaExpiry: isoDateSchema.nullable(),
  experience: selfProfileExperienceSchema,
  childcare: z.array(selfProfileChildcareSchema).max(SELF_PROFILE_CHILDCARE.length),
  languages: z.array(selfProfileLanguageSchema).max(SELF_PROFILE_LANGUAGES.length),
  skills: z.array(selfProfileSkillSchema).max(SELF_PROFILE_SKILLS.length),
  jobPreference: jobPreferenceSchema,
  /** Preferred location. */
  location: z.string().max(120),
  /** Expected salary, AED per month. */
  salary: z.number().int().nonnegative().max(SELF_PROFILE_SALARY_MAX),
  availableFrom: isoDateSchema.nullable(),
  immediateAvailable: z.boolean(),
  kids: z.array(kidSchema).max(MAX_KIDS),
  /**
   * Her own numbers, which families reach her on: never on a public answer, only through the
   * plan-gated contact endpoint (GET /candidates/:id/contact).
   */
  phone: workerPhoneSchema.nullable(),
  whatsapp: workerPhoneSchema.nullable(),
  /** Set by uploads only (POST /candidate/profile/photo|video), e.g. '/api/media/<key>'. */
  image: mediaPathSchema.nullable(),
  video: mediaPathSchema.nullable(),
});
export type CandidateSelfProfile = z.infer<typeof candidateSelfProfileSchema>;

/** The starred fields of the edit form: required, and checked by the server. */
export const SELF_PROFILE_REQUIRED_FIELDS = [
  'nationality',
  'religion',
  'maritalStatus',
  'dateOfBirth',
  'gender',
  'visaStatus',
  'visaExpiry',
  'experience',
  'jobPreference',
  'location',
  'salary',
  'phone',
  'whatsapp',
] as const;

/**
 * What the public list needs before it shows a worker: the starred fields and a photo (every
 * public card shows one). `missing` in the profile answer names those still absent.
 */
export const PUBLIC_PROFILE_REQUIREMENTS = [...SELF_PROFILE_REQUIRED_FIELDS, 'image'] as const;
export const profileRequirementSchema = z.enum(PUBLIC_PROFILE_REQUIREMENTS);
export type ProfileRequirement = z.infer<typeof profileRequirementSchema>;

/**
 * PUT /candidate/profile body: every field but the photo and video (those change only through
 * their uploads; keys sent for them are ignored). Starred fields are required; immediate
 * availability has no start date (the toggle clears it).
 */
export const candidateSelfProfileFormSchema = candidateSelfProfileSchema
  .omit({ image: true, video: true, age: true })
  .extend({
    /** Under 18 is refused (the server checks again on its UAE day). */
    dateOfBirth: isoDateSchema.refine((date) => ageOn(date) >= WORKER_MIN_AGE, {
      message: contractText('managed.tooYoung'),
    }),
    visaExpiry: isoDateSchema,
    location: z.string().trim().min(1, contractText('profile.locationRequired')).max(120),
    salary: z
      .number()
      .int()
      .positive(contractText('profile.salaryRequired'))
      .max(SELF_PROFILE_SALARY_MAX),
    phone: typedWorkerPhone('profile.phoneRequired'),
    whatsapp: typedWorkerPhone('profile.whatsappRequired'),
  })
  .refine((profile) => !profile.immediateAvailable || profile.availableFrom === null, {
    message: contractText('profile.immediateHasNoStart'),
    path: ['availableFrom'],
  })
  .superRefine(checkWorkerPhoneCodes);
export type CandidateSelfProfileForm = z.infer<typeof candidateSelfProfileFormSchema>;
export type CandidateSelfProfileFormInput = z.input<typeof candidateSelfProfileFormSchema>;

/**
 * The stored profile as the dashboard reads it: a new worker has null (or empty) fields until she
 * saves the form.
 */
export const storedSelfProfileSchema = candidateSelfProfileSchema.extend({
  nationality: selfProfileNationalitySchema.nullable(),
  religion: selfProfileReligionSchema.nullable(),
  maritalStatus: selfProfileMaritalStatusSchema.nullable(),
  age: z.number().int().min(WORKER_MIN_AGE).max(SELF_PROFILE_AGE_MAX).nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  gender: genderSchema.nullable(),
  visaStatus: selfProfileVisaStatusSchema.nullable(),
  experience: selfProfileExperienceSchema.nullable(),
  jobPreference: jobPreferenceSchema.nullable(),
  salary: z.number().int().nonnegative().nullable(),
});
export type StoredSelfProfile = z.infer<typeof storedSelfProfileSchema>;

/** A new worker's stored profile: nothing filled in yet. */
export const EMPTY_STORED_SELF_PROFILE: StoredSelfProfile = {
  nationality: null,
  religion: null,
  maritalStatus: null,
  age: null,
  dateOfBirth: null,
  gender: null,
  visaStatus: null,
  visaExpiry: null,
  experience: null,
  childcare: [],
  languages: [],
  skills: [],
  jobPreference: null,
  location: '',
  salary: null,
  availableFrom: null,
  immediateAvailable: false,
  kids: [],
  phone: null,
  whatsapp: null,
  image: null,
  video: null,
};

/** The candidate dashboard's profile: values, listing state and what is still missing. */
export const candidateProfileStateSchema = z.object({
  profile: storedSelfProfileSchema,
  /** The account's name (shown on the header card and the public profile). */
  name: z.string(),
  /** The worker's Visible switch; a hidden profile is never listed. */
  visible: z.boolean(),
  /** Every item of PUBLIC_PROFILE_REQUIREMENTS is present. */
  complete: z.boolean(),
  missing: z.array(profileRequirementSchema),
  /** The public id (/candidates/{id}) while the profile is listed (complete and visible), else null. */
  candidateId: idSchema.nullable(),
  /**
   * Where her listing stands (docs/decisions/0022): saving keeps the values; POST
   * /candidate/profile/listing submits them to the admin Review queue.
   */
  listing: listingStateSchema,
  /** Her email is verified: an unverified worker cannot submit her profile. */
  emailVerified: z.boolean(),
});
export type CandidateProfileState = z.infer<typeof candidateProfileStateSchema>;

/** GET, PUT /candidate/profile, PATCH …/visibility, POST and DELETE …/photo and …/video. */
export const candidateProfileResponseSchema = dataEnvelope(candidateProfileStateSchema.shape);
export type CandidateProfileResponse = z.infer<typeof candidateProfileResponseSchema>;

/** PATCH /candidate/profile/visibility */
export const candidateVisibilityBodySchema = z.object({ visible: z.boolean() });
export type CandidateVisibilityBody = z.infer<typeof candidateVisibilityBodySchema>;

/** GET /media/:key: keys are generated by the server (32 hex characters and an extension). */
export const mediaKeyParamsSchema = z.object({
  key: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, contractText('profile.unknownMedia')),
});
export type MediaKeyParams = z.infer<typeof mediaKeyParamsSchema>;
