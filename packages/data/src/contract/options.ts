import { z } from 'zod';

/* Option lists of §3 and §5, each as a tuple and an enum schema. */

// --- Public candidate (list and profile) ---------------------------------------------------

/** Every nationality the product lists workers from. */
export const NATIONALITIES = [
  'Filipino',
  'Indian',
  'Kenyan',
  'Ugandan',
  'Sri Lankan',
  'Indonesian',
  'Ethiopian',
  'Nepali',
] as const;
export const nationalitySchema = z.enum(NATIONALITIES);
export type Nationality = z.infer<typeof nationalitySchema>;

/** A candidate's `status` on the public site is the work type. */
export const WORK_TYPES = ['Live-in', 'Live-out', 'Part-time'] as const;
export const workTypeSchema = z.enum(WORK_TYPES);
export type WorkType = z.infer<typeof workTypeSchema>;

/** Public positions: the filter offers Nanny, Maid, Cook, Driver; Housemaid occurs in data. */
export const CANDIDATE_POSITIONS = ['Housemaid', 'Maid', 'Nanny', 'Cook', 'Driver'] as const;
export const candidatePositionSchema = z.enum(CANDIDATE_POSITIONS);
export type CandidatePosition = z.infer<typeof candidatePositionSchema>;

export const VISA_TYPES = ['Cancelled', 'Own Visa', 'Company Visa'] as const;
export const visaTypeSchema = z.enum(VISA_TYPES);
export type VisaType = z.infer<typeof visaTypeSchema>;

export const RELIGIONS = ['Christian', 'Muslim', 'Hindu', 'Buddhist'] as const;
export const religionSchema = z.enum(RELIGIONS);
export type Religion = z.infer<typeof religionSchema>;

/** Marital status as the public profile shows it. */
export const CANDIDATE_MARITAL_STATUSES = ['Single', 'Married', 'Widow'] as const;
export const candidateMaritalStatusSchema = z.enum(CANDIDATE_MARITAL_STATUSES);
export type CandidateMaritalStatus = z.infer<typeof candidateMaritalStatusSchema>;

/** Childcare age bands (with the en dash the spec uses). */
export const CHILDCARE_BANDS = [
  'Newborn',
  'Toddler (1–3 years)',
  'Preschool (4–5 years)',
  'Older (6+ years)',
] as const;
export const childcareBandSchema = z.enum(CHILDCARE_BANDS);
export type ChildcareBand = z.infer<typeof childcareBandSchema>;

export const SERVICES = [
  'Babycare',
  'Cleaning',
  'Cooking',
  'Petcare',
  'Elderly Care',
  'Housekeeping',
] as const;
export const serviceSchema = z.enum(SERVICES);
export type Service = z.infer<typeof serviceSchema>;

// --- Shared by the forms --------------------------------------------------------------------

export const GENDERS = ['Male', 'Female'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const maritalStatusSchema = z.enum(MARITAL_STATUSES);
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;

// --- Candidate self-profile (§3) ------------------------------------------------------------

export const SELF_PROFILE_NATIONALITIES = ['Filipino', 'Indian', 'Kenyan'] as const;
export const SELF_PROFILE_RELIGIONS = ['Christian', 'Muslim', 'Hindu'] as const;
export const SELF_PROFILE_MARITAL_STATUSES = ['Single', 'Married'] as const;
export const SELF_PROFILE_VISA_STATUSES = ['Visit', 'Employment'] as const;
export const SELF_PROFILE_EXPERIENCE = ['1 year', '2 years', '3+ years'] as const;
export const SELF_PROFILE_CHILDCARE = ['Newborn', 'Toddler', 'Preschool', 'Older'] as const;
export const SELF_PROFILE_LANGUAGES = ['English', 'Arabic', 'Hindi', 'French', 'Other'] as const;
export const SELF_PROFILE_SKILLS = [
  'Babycare',
  'Cleaning',
  'Cooking',
  'Elderly Care',
  'Driving',
  'Petcare',
] as const;
/** "Desired position" on the self-profile is the work type. */
export const JOB_PREFERENCES = WORK_TYPES;

export const selfProfileNationalitySchema = z.enum(SELF_PROFILE_NATIONALITIES);
export const selfProfileReligionSchema = z.enum(SELF_PROFILE_RELIGIONS);
export const selfProfileMaritalStatusSchema = z.enum(SELF_PROFILE_MARITAL_STATUSES);
export const selfProfileVisaStatusSchema = z.enum(SELF_PROFILE_VISA_STATUSES);
export const selfProfileExperienceSchema = z.enum(SELF_PROFILE_EXPERIENCE);
export const selfProfileChildcareSchema = z.enum(SELF_PROFILE_CHILDCARE);
export const selfProfileLanguageSchema = z.enum(SELF_PROFILE_LANGUAGES);
export const selfProfileSkillSchema = z.enum(SELF_PROFILE_SKILLS);
export const jobPreferenceSchema = workTypeSchema;

// --- Admin/agency candidate profile form (§5) -----------------------------------------------

export const SALUTATIONS = ['Mr', 'Mrs', 'Ms', 'Miss'] as const;
export const salutationSchema = z.enum(SALUTATIONS);
export type Salutation = z.infer<typeof salutationSchema>;

export const FORM_NATIONALITIES = [
  'Filipino',
  'Indian',
  'Kenyan',
  'Indonesian',
  'Sri Lankan',
] as const;
export const formNationalitySchema = z.enum(FORM_NATIONALITIES);

export const COMPLEXIONS = ['Fair', 'Medium', 'Dark'] as const;
export const complexionSchema = z.enum(COMPLEXIONS);

export const CURRENT_COUNTRIES = ['UAE', 'India', 'Philippines', 'Kenya'] as const;
export const currentCountrySchema = z.enum(CURRENT_COUNTRIES);

export const FORM_POSITIONS = ['Housemaid', 'Nanny', 'Cook', 'Gardener', 'Driver'] as const;
export const formPositionSchema = z.enum(FORM_POSITIONS);

export const WORKING_DAYS_OPTIONS = ['6 Days', '5 Days'] as const;
export const workingDaysOptionSchema = z.enum(WORKING_DAYS_OPTIONS);

export const ACCOMMODATIONS = ['Live-in', 'Live-out'] as const;
export const accommodationSchema = z.enum(ACCOMMODATIONS);

export const LANGUAGE_LEVELS = ['Fluent', 'Good', 'Basic'] as const;
export const languageLevelSchema = z.enum(LANGUAGE_LEVELS);

/** Languages a new candidate form starts with. */
export const DEFAULT_FORM_LANGUAGES = ['English', 'Arabic'] as const;

export const CANDIDATE_DOCUMENT_TYPES = ['Passport', 'Resume', 'Visa', 'Emirates ID'] as const;
export const candidateDocumentTypeSchema = z.enum(CANDIDATE_DOCUMENT_TYPES);

/** Core skills: at most 3 per candidate, no duplicates. */
export const CORE_SKILLS = ['Babycare', 'Cleaning', 'Cooking', 'Elderly Care', 'Driving'] as const;
export const coreSkillSchema = z.enum(CORE_SKILLS);
export type CoreSkill = z.infer<typeof coreSkillSchema>;

// --- Admin agency edit form (§5) ------------------------------------------------------------

export const AGENCY_WORKING_DAYS = ['Monday-Friday', 'Monday-Saturday', 'Sunday-Thursday'] as const;
export const agencyWorkingDaysSchema = z.enum(AGENCY_WORKING_DAYS);

export const AGENCY_FORM_COUNTRIES = ['Kenya', 'UAE', 'India'] as const;
export const agencyFormCountrySchema = z.enum(AGENCY_FORM_COUNTRIES);

export const TIME_ZONES = ['GMT', 'EST', 'PST'] as const;
export const timeZoneSchema = z.enum(TIME_ZONES);

export const CONTACT_SALUTATIONS = ['Mr', 'Mrs', 'Ms'] as const;
export const contactSalutationSchema = z.enum(CONTACT_SALUTATIONS);

/** The eight social links of the admin agency form. */
export const SOCIAL_LINK_KEYS = [
  'website',
  'whatsapp',
  'instagram',
  'facebook',
  'twitter',
  'linkedin',
  'tiktok',
  'zoom',
] as const;

// --- Filters of the admin screens -----------------------------------------------------------

/** Client country filter (the six GCC states). */
export const CLIENT_COUNTRIES = [
  'UAE',
  'Qatar',
  'Saudi Arabia',
  'Oman',
  'Kuwait',
  'Bahrain',
] as const;
export const clientCountrySchema = z.enum(CLIENT_COUNTRIES);
export type ClientCountry = z.infer<typeof clientCountrySchema>;

/** Agency country filter of the admin card grid (the workers' source countries). */
export const AGENCY_COUNTRIES = [
  'Kenya',
  'India',
  'Nepal',
  'Sri Lanka',
  'Uganda',
  'Ethiopia',
  'Philippines',
  'Indonesia',
] as const;

// --- Documents ------------------------------------------------------------------------------

export const CANDIDATE_DOCUMENT_CATEGORIES = [
  'Passport',
  'ID Proof',
  'Driving License',
  'Professional License',
  'Other Documents',
] as const;
export const AGENCY_DOCUMENT_CATEGORIES = [
  'Trade License',
  'Recruitment License',
  'Tax Certificate',
  'Company Profile',
  'Other Legal Documents',
] as const;
export const DOCUMENT_CATEGORIES = [
  ...CANDIDATE_DOCUMENT_CATEGORIES,
  ...AGENCY_DOCUMENT_CATEGORIES,
] as const;
export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES);
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/** Upload types for documents (§5). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'txt'] as const;
