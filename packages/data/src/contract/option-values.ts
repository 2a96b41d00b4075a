/*
 * The option lists of the forms as tuples, without zod: pages read them; ./options holds their
 * enum schemas.
 */

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

/**
 * The calling code of each nationality's home country: a worker may give a phone or WhatsApp
 * number there as well as in the Gulf (DIALLING_CODES).
 */
export const NATIONALITY_DIALLING_CODES = {
  Filipino: { code: '+63', country: 'Philippines' },
  Indian: { code: '+91', country: 'India' },
  Kenyan: { code: '+254', country: 'Kenya' },
  Ugandan: { code: '+256', country: 'Uganda' },
  'Sri Lankan': { code: '+94', country: 'Sri Lanka' },
  Indonesian: { code: '+62', country: 'Indonesia' },
  Ethiopian: { code: '+251', country: 'Ethiopia' },
  Nepali: { code: '+977', country: 'Nepal' },
} as const satisfies Record<(typeof NATIONALITIES)[number], { code: string; country: string }>;

/** A candidate's `status` on the public site is the work type. */
export const WORK_TYPES = ['Live-in', 'Live-out', 'Part-time'] as const;

/** Public positions: the filter offers Nanny, Maid, Cook, Driver; Housemaid occurs in data. */
export const CANDIDATE_POSITIONS = ['Housemaid', 'Maid', 'Nanny', 'Cook', 'Driver'] as const;

export const VISA_TYPES = ['Cancelled', 'Own Visa', 'Company Visa'] as const;

export const RELIGIONS = ['Christian', 'Muslim', 'Hindu', 'Buddhist'] as const;

/** Marital status as the public profile shows it. */
export const CANDIDATE_MARITAL_STATUSES = ['Single', 'Married', 'Widow'] as const;

/** Childcare age bands (with the en dash the spec uses). */
export const CHILDCARE_BANDS = [
  'Newborn',
  'Toddler (1–3 years)',
  'Preschool (4–5 years)',
  'Older (6+ years)',
] as const;

export const SERVICES = [
  'Babycare',
  'Cleaning',
  'Cooking',
  'Petcare',
  'Elderly Care',
  'Housekeeping',
] as const;

export const GENDERS = ['Male', 'Female'] as const;

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;

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

export const SALUTATIONS = ['Mr', 'Mrs', 'Ms', 'Miss'] as const;

export const FORM_NATIONALITIES = [
  'Filipino',
  'Indian',
  'Kenyan',
  'Indonesian',
  'Sri Lankan',
] as const;

export const COMPLEXIONS = ['Fair', 'Medium', 'Dark'] as const;

export const CURRENT_COUNTRIES = ['UAE', 'India', 'Philippines', 'Kenya'] as const;

export const FORM_POSITIONS = ['Housemaid', 'Nanny', 'Cook', 'Gardener', 'Driver'] as const;

export const WORKING_DAYS_OPTIONS = ['6 Days', '5 Days'] as const;

export const ACCOMMODATIONS = ['Live-in', 'Live-out'] as const;

export const LANGUAGE_LEVELS = ['Fluent', 'Good', 'Basic'] as const;

/** Languages a new candidate form starts with. */
export const DEFAULT_FORM_LANGUAGES = ['English', 'Arabic'] as const;

export const CANDIDATE_DOCUMENT_TYPES = ['Passport', 'Resume', 'Visa', 'Emirates ID'] as const;

/** Core skills: at most 3 per candidate, no duplicates. */
export const CORE_SKILLS = ['Babycare', 'Cleaning', 'Cooking', 'Elderly Care', 'Driving'] as const;

export const AGENCY_WORKING_DAYS = ['Monday-Friday', 'Monday-Saturday', 'Sunday-Thursday'] as const;

export const AGENCY_FORM_COUNTRIES = ['Kenya', 'UAE', 'India'] as const;

export const TIME_ZONES = ['GMT', 'EST', 'PST'] as const;

export const CONTACT_SALUTATIONS = ['Mr', 'Mrs', 'Ms'] as const;

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

/** Client country filter (the six GCC states). */
export const CLIENT_COUNTRIES = [
  'UAE',
  'Qatar',
  'Saudi Arabia',
  'Oman',
  'Kuwait',
  'Bahrain',
] as const;

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

/** Upload types for documents. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'txt'] as const;
