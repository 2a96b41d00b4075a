import { z } from 'zod';
import {
  NATIONALITIES,
  WORK_TYPES,
  CANDIDATE_POSITIONS,
  VISA_TYPES,
  RELIGIONS,
  CANDIDATE_MARITAL_STATUSES,
  CHILDCARE_BANDS,
  SERVICES,
  GENDERS,
  MARITAL_STATUSES,
  SELF_PROFILE_NATIONALITIES,
  SELF_PROFILE_RELIGIONS,
  SELF_PROFILE_MARITAL_STATUSES,
  SELF_PROFILE_VISA_STATUSES,
  SELF_PROFILE_EXPERIENCE,
  SELF_PROFILE_CHILDCARE,
  SELF_PROFILE_LANGUAGES,
  SELF_PROFILE_SKILLS,
  SALUTATIONS,
  FORM_NATIONALITIES,
  COMPLEXIONS,
  CURRENT_COUNTRIES,
  FORM_POSITIONS,
  WORKING_DAYS_OPTIONS,
  ACCOMMODATIONS,
  LANGUAGE_LEVELS,
  CANDIDATE_DOCUMENT_TYPES,
  CORE_SKILLS,
  AGENCY_WORKING_DAYS,
  AGENCY_FORM_COUNTRIES,
  TIME_ZONES,
  CONTACT_SALUTATIONS,
  CLIENT_COUNTRIES,
  DOCUMENT_CATEGORIES,
} from './option-values';

/* The enum schemas of the option lists of the forms (the tuples are in ./option-values). */

// --- Public candidate (list and profile) ---------------------------------------------------

export const nationalitySchema = z.enum(NATIONALITIES);
export type Nationality = z.infer<typeof nationalitySchema>;

export const workTypeSchema = z.enum(WORK_TYPES);
export type WorkType = z.infer<typeof workTypeSchema>;

export const candidatePositionSchema = z.enum(CANDIDATE_POSITIONS);
export type CandidatePosition = z.infer<typeof candidatePositionSchema>;

export const visaTypeSchema = z.enum(VISA_TYPES);
export type VisaType = z.infer<typeof visaTypeSchema>;

export const religionSchema = z.enum(RELIGIONS);
export type Religion = z.infer<typeof religionSchema>;

export const candidateMaritalStatusSchema = z.enum(CANDIDATE_MARITAL_STATUSES);
export type CandidateMaritalStatus = z.infer<typeof candidateMaritalStatusSchema>;

export const childcareBandSchema = z.enum(CHILDCARE_BANDS);
export type ChildcareBand = z.infer<typeof childcareBandSchema>;

export const serviceSchema = z.enum(SERVICES);
export type Service = z.infer<typeof serviceSchema>;

// --- Shared by the forms --------------------------------------------------------------------

export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const maritalStatusSchema = z.enum(MARITAL_STATUSES);
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;

// --- Candidate self-profile ------------------------------------------------------------

export const selfProfileNationalitySchema = z.enum(SELF_PROFILE_NATIONALITIES);
export const selfProfileReligionSchema = z.enum(SELF_PROFILE_RELIGIONS);
export const selfProfileMaritalStatusSchema = z.enum(SELF_PROFILE_MARITAL_STATUSES);
export const selfProfileVisaStatusSchema = z.enum(SELF_PROFILE_VISA_STATUSES);
export const selfProfileExperienceSchema = z.enum(SELF_PROFILE_EXPERIENCE);
export const selfProfileChildcareSchema = z.enum(SELF_PROFILE_CHILDCARE);
export const selfProfileLanguageSchema = z.enum(SELF_PROFILE_LANGUAGES);
export const selfProfileSkillSchema = z.enum(SELF_PROFILE_SKILLS);
export const jobPreferenceSchema = workTypeSchema;

// --- Admin/agency candidate profile form -----------------------------------------------

export const salutationSchema = z.enum(SALUTATIONS);
export type Salutation = z.infer<typeof salutationSchema>;

export const formNationalitySchema = z.enum(FORM_NATIONALITIES);

export const complexionSchema = z.enum(COMPLEXIONS);

export const currentCountrySchema = z.enum(CURRENT_COUNTRIES);

export const formPositionSchema = z.enum(FORM_POSITIONS);

export const workingDaysOptionSchema = z.enum(WORKING_DAYS_OPTIONS);

export const accommodationSchema = z.enum(ACCOMMODATIONS);

export const languageLevelSchema = z.enum(LANGUAGE_LEVELS);

export const candidateDocumentTypeSchema = z.enum(CANDIDATE_DOCUMENT_TYPES);

export const coreSkillSchema = z.enum(CORE_SKILLS);
export type CoreSkill = z.infer<typeof coreSkillSchema>;

// --- Admin agency edit form ------------------------------------------------------------

export const agencyWorkingDaysSchema = z.enum(AGENCY_WORKING_DAYS);

export const agencyFormCountrySchema = z.enum(AGENCY_FORM_COUNTRIES);

export const timeZoneSchema = z.enum(TIME_ZONES);

export const contactSalutationSchema = z.enum(CONTACT_SALUTATIONS);

// --- Filters of the admin screens -----------------------------------------------------------

export const clientCountrySchema = z.enum(CLIENT_COUNTRIES);
export type ClientCountry = z.infer<typeof clientCountrySchema>;

// --- Documents ------------------------------------------------------------------------------

export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES);
export type DocumentCategory = z.infer<typeof documentCategorySchema>;
