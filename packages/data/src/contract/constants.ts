/**
 * Business constants of the product. Plain data with no imports, so every schema and
 * both apps can read them without cycles.
 */

export const CURRENCY = 'AED';

/** Candidates page size, home-page teaser and suggestions on a profile. */
export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const HOME_CANDIDATES = 9;
export const SUGGESTED_CANDIDATES = 5;

/** Public age filter: the slider moves the upper bound, the lower bound is fixed. */
export const AGE_MIN = 20;
export const AGE_MAX = 60;
/** UAE law: a domestic worker must be at least 18. */
export const WORKER_MIN_AGE = 18;

export const REDIRECT_DELAY_MS = 800;
export const API_TIMEOUT_MS = 10_000;
/** Pixels scrolled before the scroll-to-top button appears. */
export const SCROLL_TOP_THRESHOLD = 300;

/** Marquee loop durations, in seconds. */
export const NATIONALITY_MARQUEE_SECONDS = 40;
export const TESTIMONIAL_MARQUEE_SECONDS = 50;

export const MAX_CORE_SKILLS = 3;
export const INACTIVE_ACCOUNT_RETENTION_MONTHS = 24;
export const LEGAL_LAST_UPDATED = '2025-09-01';
export const PROFILE_COMPLETION_PERCENT = 80;

/** Salary filter bands in AED per month; `max: null` is open-ended. */
export const SALARY_BANDS = [
  { key: '1000-1200', label: 'AED 1000-1200', min: 1000, max: 1200 },
  { key: '1200-2000', label: 'AED 1200-2000', min: 1200, max: 2000 },
  { key: '2000-2500', label: 'AED 2000-2500', min: 2000, max: 2500 },
  { key: '2500-3000', label: 'AED 2500-3000', min: 2500, max: 3000 },
  { key: '3000-3500', label: 'AED 3000-3500', min: 3000, max: 3500 },
  { key: '3500+', label: 'AED 3500+', min: 3500, max: null },
] as const;
export const SALARY_BAND_KEYS = [
  '1000-1200',
  '1200-2000',
  '2000-2500',
  '2500-3000',
  '3000-3500',
  '3500+',
] as const;

/** Phone country codes offered by the contact and visa forms; +971 first and default. */
export const COUNTRY_DIALLING_CODES = [
  { code: '+971', country: 'UAE' },
  { code: '+966', country: 'Saudi Arabia' },
  { code: '+968', country: 'Oman' },
  { code: '+973', country: 'Bahrain' },
  { code: '+965', country: 'Kuwait' },
  { code: '+974', country: 'Qatar' },
] as const;
export const DIALLING_CODES = ['+971', '+966', '+968', '+973', '+965', '+974'] as const;
export const DEFAULT_DIALLING_CODE = '+971';

/** Access plans. Features are keys so the portal can translate them; labels are in English. */
export const PLAN_IDS = ['basic', 'standard', 'premium'] as const;
export const PLAN_FEATURES = [
  'full_profiles',
  'contact_details',
  'one_time_payment',
  'no_auto_renewal',
  'no_hidden_charges',
  'support_24_7',
  'new_profiles_daily',
  'dedicated_consultant',
  'shortlisting',
] as const;
export const PLAN_FEATURE_LABELS = {
  full_profiles: 'Full candidate profiles',
  contact_details: 'Direct contact details',
  one_time_payment: 'One-time payment',
  no_auto_renewal: 'No automatic renewals',
  no_hidden_charges: 'No hidden charges',
  support_24_7: '24/7 support',
  new_profiles_daily: '30+ new profiles daily',
  dedicated_consultant: 'Dedicated consultant',
  shortlisting: 'Shortlisting by our team',
} as const satisfies Record<(typeof PLAN_FEATURES)[number], string>;

const COMMON_PLAN_FEATURES = [
  'full_profiles',
  'contact_details',
  'one_time_payment',
  'no_auto_renewal',
  'no_hidden_charges',
  'support_24_7',
  'new_profiles_daily',
] as const;

export const PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    priceAed: 195,
    durationLabel: '2 weeks',
    durationDays: 14,
    badge: null,
    ctaLabel: 'Get Started Free',
    features: [...COMMON_PLAN_FEATURES],
  },
  {
    id: 'standard',
    name: 'Standard',
    priceAed: 245,
    durationLabel: '1 month',
    durationDays: 30,
    badge: 'MOST POPULAR',
    ctaLabel: 'Get Started',
    features: [...COMMON_PLAN_FEATURES],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceAed: 495,
    durationLabel: '2 months',
    durationDays: 60,
    badge: 'PREMIUM',
    ctaLabel: 'Get Started',
    features: [...COMMON_PLAN_FEATURES, 'dedicated_consultant', 'shortlisting'],
  },
] as const;

/** Offerings comparison on the pricing page: Bayti's price against the lowest price elsewhere. */
export const PLAN_COMPARISON = {
  platformAccess: { baytiAed: 195, elsewhereFromAed: 350 },
  nannyVisaServices: { baytiAed: 8200, elsewhereFromAed: 8500 },
} as const;

/** Visa service figures against private sponsorship. */
export const VISA_SERVICE = {
  feeAed: 8200,
  monthlyFeeAed: 160,
  processingDays: 7,
  freeReplacementMonths: 3,
  renewalEveryYears: 2,
  privateSponsorship: { feeAed: 12_000, processingDays: 30 },
} as const;

/** UAE rules behind the replacement/refund promise (MOHRE standard contract). */
export const CONTRACT_RULES = {
  contractYears: 2,
  maxProbationMonths: 6,
  refundWindowMonths: 6,
  refundDueDays: 14,
} as const;

/**
 * The spec's claims about Bayti's visa office and its families' rating, shown on the home page's
 * Trust card: they describe the business, not rows Bayti keeps. Counts of workers and
 * nationalities are never constants; they come from the listings (GET /candidates/counts).
 */
export const MARKETING_FIGURES = {
  visasProcessed: 25_000,
  rating: 4.8,
} as const;

/** Upload limits in bytes (photos, videos, documents); the server enforces them on the content. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** A 100 MB video on a slow line needs longer than API_TIMEOUT_MS. */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;
/** The multipart field that carries the file of every upload. */
export const UPLOAD_FILE_FIELD = 'file';

/** Types accepted for profile photos and videos, recognised from the file's first bytes. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** Document types (pdf, docx, txt), by extension. */
export const DOCUMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;
/** The one document category that holds any number of documents; the others hold one each. */
export const MULTI_DOCUMENT_CATEGORY = 'Other Documents';

/** The public list's sorts; 'default' is listing order. */
export const CANDIDATE_SORTS = [
  'default',
  'salary-asc',
  'salary-desc',
  'age-asc',
  'age-desc',
] as const;

/** The longest free-text search (a location, a skill, a name) a list accepts. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
