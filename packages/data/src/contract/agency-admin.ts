import { z } from 'zod';
import { ADMIN_AGENCY_TABS } from './list-query-values';
import { passwordSchema } from './auth';
import {
  dataEnvelope,
  emailSchema,
  emailValueSchema,
  idSchema,
  isoDateSchema,
  mediaPathSchema,
  pageMetaSchema,
  pageQuerySchema,
  phoneSchema,
  searchTextSchema,
  webUrlSchema,
} from './common';
import {
  agencyWorkingDaysSchema,
  contactSalutationSchema,
  genderSchema,
  timeZoneSchema,
} from './options';
import { AGENCY_WORKING_DAYS, CONTACT_SALUTATIONS } from './option-values';
import { agencyCardStatusSchema, agencyGroupSchema, agencyStatusSchema } from './statuses';
import { contractText } from './messages';

/** An agency as the admin screens show it (card grid, list, detail modal). */
export const adminAgencySchema = z.object({
  id: idSchema,
  name: z.string(),
  country: z.string(),
  logo: mediaPathSchema.nullable(),
  email: emailValueSchema.nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  /** Out of 5; null shows 'Not rated'. */
  rating: z.number().min(0).max(5).nullable(),
  about: z.string().nullable(),
  workingDays: z.string().nullable(),
  workingHours: z.string().nullable(),
  status: agencyStatusSchema,
  updatedOn: isoDateSchema,
  telephone: z.string().nullable(),
  createdDate: isoDateSchema,
  lastUpdatedDate: isoDateSchema,
  city: z.string().nullable(),
  timezone: timeZoneSchema.nullable(),
});
export type AdminAgency = z.infer<typeof adminAgencySchema>;

const optionalUrl = webUrlSchema.nullable().optional();

export const agencySocialLinksSchema = z.object({
  website: optionalUrl,
  whatsapp: optionalUrl,
  instagram: optionalUrl,
  facebook: optionalUrl,
  twitter: optionalUrl,
  linkedin: optionalUrl,
  tiktok: optionalUrl,
  zoom: optionalUrl,
});

export const agencyContactPersonSchema = z.object({
  // A choice left empty reads as a missing field, not as a list of the options.
  salutation: z.enum(CONTACT_SALUTATIONS, { message: contractText('validation.required') }),
  firstName: z.string().trim().min(1).max(60),
  middleName: z.string().trim().max(60),
  lastName: z.string().trim().max(60),
  designation: z.string().trim().max(120),
  mobile: phoneSchema.nullable(),
  email: emailSchema.nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  gender: genderSchema.nullable(),
});

/** The four legal documents of the admin agency form, in its order. */
export const AGENCY_LEGAL_DOCUMENT_KINDS = [
  'companyRegistration',
  'tradeLicense',
  'taxationDocument',
  'otherDocuments',
] as const;
export const agencyLegalDocumentKindSchema = z.enum(AGENCY_LEGAL_DOCUMENT_KINDS);
export type AgencyLegalDocumentKind = z.infer<typeof agencyLegalDocumentKindSchema>;

export const agencyLegalDocumentSchema = z.object({
  registrationNumber: z.string().trim().max(60),
  issueDate: isoDateSchema.nullable(),
  expiryDate: isoDateSchema.nullable(),
  file: mediaPathSchema.nullable(),
});

/**
 * The admin Edit Agency Profile form; name, email, mobile, working days, country, city and
 * street address required.
 */
export const adminAgencyFormSchema = z.object({
  name: z.string().trim().min(1, contractText('validation.required')).max(200),
  email: emailSchema,
  mobile: phoneSchema,
  workingDays: z.enum(AGENCY_WORKING_DAYS, { message: contractText('validation.required') }),
  /**
   * A country of the reference list (/countries/list; 'UAE' names the United Arab Emirates).
   * The original form offered Kenya, UAE and India; agencies recruit from more countries, so
   * any listed one is taken.
   */
  country: z.string().trim().min(1, contractText('validation.required')).max(80),
  /** A city of that country's list. */
  city: z.string().trim().min(1, contractText('validation.required')).max(80),
  streetAddress: z.string().trim().min(1, contractText('validation.required')).max(300),
  timezone: timeZoneSchema.nullable(),
  socialLinks: agencySocialLinksSchema,
  contactPerson: agencyContactPersonSchema,
  documents: z.object({
    companyRegistration: agencyLegalDocumentSchema,
    tradeLicense: agencyLegalDocumentSchema,
    taxationDocument: agencyLegalDocumentSchema,
    otherDocuments: agencyLegalDocumentSchema,
  }),
});
export type AdminAgencyForm = z.infer<typeof adminAgencyFormSchema>;

/** A PIN is four digits. */
export const pinSchema = z.string().regex(/^\d{4}$/, contractText('pin.format'));

/** Change PIN (agency form and admin header). */
export const changePinSchema = z
  .object({ newPin: pinSchema, confirmPin: z.string() })
  .refine((form) => form.newPin === form.confirmPin, {
    message: contractText('pin.mismatch'),
    path: ['confirmPin'],
  });
export type ChangePin = z.infer<typeof changePinSchema>;

/** An entry of the admin analytics side list 'All Agencies'. */
export const agencySummaryCardSchema = z.object({
  id: idSchema,
  name: z.string(),
  username: z.string(),
  specialty: z.string(),
  avatar: mediaPathSchema.nullable(),
  status: agencyCardStatusSchema,
  shortlistedCandidates: z.number().int().nonnegative(),
});
export type AgencySummaryCard = z.infer<typeof agencySummaryCardSchema>;

// --- Admin agency endpoints ---------------------------------------------------------------------

export const adminAgencyTabSchema = z.enum(ADMIN_AGENCY_TABS);
export type AdminAgencyTab = z.infer<typeof adminAgencyTabSchema>;

/**
 * GET /admin/agencies: search on the name; a country (by name); a status tab; an analytics group
 * (the stat cards open the list filtered by one, docs/decisions); pages, latest updated first.
 */
export const adminAgenciesQuerySchema = z.object({
  search: searchTextSchema.optional(),
  country: z.string().trim().min(1).max(80).optional(),
  status: adminAgencyTabSchema.default('all'),
  group: agencyGroupSchema.default('all'),
  ...pageQuerySchema.shape,
});
export type AdminAgenciesQuery = z.infer<typeof adminAgenciesQuerySchema>;
export type AdminAgenciesQueryInput = z.input<typeof adminAgenciesQuerySchema>;

export const adminAgenciesResponseSchema = dataEnvelope({
  items: z.array(adminAgencySchema),
  ...pageMetaSchema.shape,
  /** Rows per status tab under the same search, country and group. */
  counts: z.record(adminAgencyTabSchema, z.number().int().nonnegative()),
});
export type AdminAgenciesPage = z.infer<typeof adminAgenciesResponseSchema>['data'];

export const agencyLegalDocumentViewSchema = agencyLegalDocumentSchema.extend({
  /** The uploaded file's cleaned name, when there is a file. */
  fileName: z.string().nullable(),
});
export type AgencyLegalDocumentView = z.infer<typeof agencyLegalDocumentViewSchema>;

/** One agency for its detail page and the edit form: the list row plus every stored field. */
export const adminAgencyDetailSchema = adminAgencySchema.extend({
  streetAddress: z.string().nullable(),
  /** The form's working-days choice when the stored days are one of them. */
  workingDaysOption: agencyWorkingDaysSchema.nullable(),
  socialLinks: z.object({
    website: webUrlSchema.nullable(),
    whatsapp: webUrlSchema.nullable(),
    instagram: webUrlSchema.nullable(),
    facebook: webUrlSchema.nullable(),
    twitter: webUrlSchema.nullable(),
    linkedin: webUrlSchema.nullable(),
    tiktok: webUrlSchema.nullable(),
    zoom: webUrlSchema.nullable(),
  }),
  contactPerson: z.object({
    salutation: contactSalutationSchema.nullable(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    designation: z.string(),
    mobile: z.string().nullable(),
    email: emailValueSchema.nullable(),
    dateOfBirth: isoDateSchema.nullable(),
    gender: genderSchema.nullable(),
  }),
  documents: z.object({
    companyRegistration: agencyLegalDocumentViewSchema,
    tradeLicense: agencyLegalDocumentViewSchema,
    taxationDocument: agencyLegalDocumentViewSchema,
    otherDocuments: agencyLegalDocumentViewSchema,
  }),
  /** Whether a PIN is set (the PIN itself is only kept hashed). */
  hasPin: z.boolean(),
  /** Percent of the profile's fields that are filled, floored. */
  profileCompletion: z.number().int().min(0).max(100),
  /** The agency's sign-in account, when it has one. */
  accountEmail: emailValueSchema.nullable(),
  candidates: z.number().int().nonnegative(),
});
export type AdminAgencyDetail = z.infer<typeof adminAgencyDetailSchema>;

export const adminAgencyResponseSchema = dataEnvelope({ agency: adminAgencyDetailSchema });

/** POST /admin/agencies: the form plus the password of the agency's sign-in account (its email). */
export const registerAgencySchema = adminAgencyFormSchema.extend({ password: passwordSchema });
export type RegisterAgency = z.infer<typeof registerAgencySchema>;
export type RegisterAgencyInput = z.input<typeof registerAgencySchema>;

export const adminAgencyStatusBodySchema = z.strictObject({ status: agencyStatusSchema });
export type AdminAgencyStatusBody = z.infer<typeof adminAgencyStatusBodySchema>;

export const agencyLegalDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  kind: agencyLegalDocumentKindSchema,
});
export type AgencyLegalDocumentParams = z.infer<typeof agencyLegalDocumentParamsSchema>;
