import { z } from 'zod';
import {
  dataEnvelope,
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  mediaPathSchema,
  phoneSchema,
  webUrlSchema,
} from './common';
import { citySchema, countrySchema } from './geo';
import { agencyStatusSchema } from './statuses';
import { dayKeySchema, workingDaysMapSchema } from './working-days';
import { contractText } from './messages';

/** The agency's city with its country, as the server embeds it. */
export const agencyCitySchema = citySchema.extend({ country: countrySchema });
export type AgencyCity = z.infer<typeof agencyCitySchema>;

/**
 * Agency, server shape, answered by GET/PUT /api/agencies/my-agency. Snake case because that
 * is the shape the agency dashboard reads. Values an agency may not have filled in are null.
 */
export const agencySchema = z.object({
  id: idSchema,
  agency_name: z.string(),
  name: z.string(),
  logo_path: mediaPathSchema.nullable(),
  about: z.string().nullable(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  /** Day keys in week order, derived from `working_days`. */
  working_days_list: z.array(dayKeySchema),
  working_days: workingDaysMapSchema,
  working_hours: z.string().nullable(),
  street_address: z.string().nullable(),
  full_address: z.string().nullable(),
  city_id: idSchema.nullable(),
  city: agencyCitySchema.nullable(),
  contact_person: z.string().nullable(),
  contact_person_designation: z.string().nullable(),
  contact_person_mobile: z.string().nullable(),
  contact_person_email: z.string().nullable(),
  social_link: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  trade_licence: z.string().nullable(),
  taxation: z.string().nullable(),
  registration: z.string().nullable(),
});
export type Agency = z.infer<typeof agencySchema>;

/**
 * What the server stores for an agency: the server shape plus the fields only admins see. The
 * fixtures (and the seed) use it; my-agency answers `agencySchema`, which strips the extras.
 */
export const agencyRecordSchema = agencySchema.extend({
  status: agencyStatusSchema,
  rating: z.number().min(0).max(5).nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type AgencyRecord = z.infer<typeof agencyRecordSchema>;

/** GET /api/agencies/my-agency */
export const myAgencyResponseSchema = dataEnvelope({ agency: agencySchema });
export type MyAgencyResponse = z.infer<typeof myAgencyResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * The editable fields of PUT /api/agencies/my-agency: any subset, unknown keys rejected. Null
 * clears an optional value.
 */
export const updateMyAgencyFieldsSchema = z.strictObject({
  about: optionalText(2000),
  agency_name: z.string().trim().min(1, contractText('agency.nameRequired')).max(200).optional(),
  mobile_number: phoneSchema.nullable().optional(),
  email: emailSchema.nullable().optional(),
  working_hours: optionalText(100),
  working_days: workingDaysMapSchema.optional(),
  street_address: optionalText(300),
  contact_person: optionalText(120),
  contact_person_designation: optionalText(120),
  contact_person_mobile: phoneSchema.nullable().optional(),
  contact_person_email: emailSchema.nullable().optional(),
  social_link: webUrlSchema.nullable().optional(),
  facebook: webUrlSchema.nullable().optional(),
  instagram: webUrlSchema.nullable().optional(),
  twitter: webUrlSchema.nullable().optional(),
  trade_licence: optionalText(100),
  taxation: optionalText(100),
  registration: optionalText(100),
  city_id: z.number().int().positive().optional(),
});

/** PUT /api/agencies/my-agency body: only changed fields, at least one. */
export const updateMyAgencyBodySchema = updateMyAgencyFieldsSchema.refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  { message: contractText('validation.noChanges') },
);
export type UpdateMyAgencyBody = z.infer<typeof updateMyAgencyBodySchema>;
export type UpdateMyAgencyBodyInput = z.input<typeof updateMyAgencyBodySchema>;

/** Keys the agency may change, e.g. for diffing a form against the loaded agency. */
export const UPDATABLE_AGENCY_FIELDS = Object.keys(updateMyAgencyFieldsSchema.shape) as Array<
  keyof UpdateMyAgencyBody
>;

export const updateMyAgencyResponseSchema = myAgencyResponseSchema;
