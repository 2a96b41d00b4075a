import { z } from 'zod';
import {
  emailSchema,
  emailValueSchema,
  idSchema,
  isoDateSchema,
  mediaPathSchema,
  phoneSchema,
  webUrlSchema,
} from './common';
import {
  agencyFormCountrySchema,
  agencyWorkingDaysSchema,
  contactSalutationSchema,
  genderSchema,
  timeZoneSchema,
} from './options';
import { agencyCardStatusSchema, agencyStatusSchema } from './statuses';

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
  salutation: contactSalutationSchema,
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

/** The admin Edit Agency Profile form; required fields per §5. */
export const adminAgencyFormSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  email: emailSchema,
  mobile: phoneSchema,
  workingDays: agencyWorkingDaysSchema,
  country: agencyFormCountrySchema,
  city: z.string().trim().min(1, 'Required').max(80),
  streetAddress: z.string().trim().min(1, 'Required').max(300),
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
export const pinSchema = z.string().regex(/^\d{4}$/, 'Enter a 4-digit PIN');

/** Change PIN (agency form and admin header). */
export const changePinSchema = z
  .object({ newPin: pinSchema, confirmPin: z.string() })
  .refine((form) => form.newPin === form.confirmPin, {
    message: 'PINs do not match',
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
