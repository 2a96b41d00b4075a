import { z } from 'zod';
import {
  emailValueSchema,
  idSchema,
  isoDateSchema,
  mediaPathSchema,
  timeOfDaySchema,
} from './common';
import { pipelineOfferSchema } from './offers';
import { pipelineApplicationSchema } from './job-posts';
import { genderSchema, maritalStatusSchema, nationalitySchema } from './options';
import {
  employerDocumentStageSchema,
  pipelineEntryStatusSchema,
  positionListStatusSchema,
} from './statuses';

/**
 * A row of the employer's Candidates table; the interview view adds the date/selection fields.
 * `id` is the pipeline entry (PATCH /employer/pipeline/:id), `candidateId` the public profile.
 * `slNo` is the row's number in the answer. Gender is null while the profile does not state it.
 */
export const employerPipelineCandidateSchema = z.object({
  id: idSchema,
  candidateId: idSchema,
  slNo: z.number().int().positive(),
  name: z.string(),
  position: z.string(),
  age: z.number().int().nonnegative(),
  gender: genderSchema.nullable(),
  nationality: nationalitySchema,
  status: pipelineEntryStatusSchema,
  avatar: mediaPathSchema.nullable(),
  interviewDate: isoDateSchema.nullable(),
  interviewTime: timeOfDaySchema.nullable(),
  selectionType: z.string().nullable(),
  selectionDate: isoDateSchema.nullable(),
  /** The UAE day of the hire; a return is accepted within 6 months of it. */
  hiredOn: isoDateSchema.nullable(),
  returnedOn: isoDateSchema.nullable(),
  replacedOn: isoDateSchema.nullable(),
  /** The row's latest offer, if the family sent one. */
  offer: pipelineOfferSchema.nullable(),
  /** False once she accepted another family's offer: the row reads "No longer available". */
  available: z.boolean(),
  /** Her latest application to one of the family's job posts: the row reads "Applied". */
  application: pipelineApplicationSchema.nullable(),
});
export type EmployerPipelineCandidate = z.infer<typeof employerPipelineCandidateSchema>;

/**
 * A row of the employer's Recruitments table; status is the document stage. One per hired
 * candidate; appliedDate is the day the family hired them (the recruitment started).
 */
export const recruitmentRecordSchema = z.object({
  id: idSchema,
  candidateId: idSchema,
  name: z.string(),
  nationality: nationalitySchema,
  status: employerDocumentStageSchema,
  appliedDate: isoDateSchema,
});
export type RecruitmentRecord = z.infer<typeof recruitmentRecordSchema>;

/** A row of a position page (employer and agency). */
export const positionCandidateRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  age: z.number().int().nonnegative(),
  gender: genderSchema,
  nationality: nationalitySchema,
  /** Shown instead of nationality on the interview tab. */
  country: z.string().nullable(),
  status: positionListStatusSchema,
  selectionType: z.string().nullable(),
});
export type PositionCandidateRow = z.infer<typeof positionCandidateRowSchema>;

/** Per list (adults, kids, elders) of the Family Details tab. */
export const MAX_FAMILY_MEMBERS = 20;

export const familyMemberSchema = z.object({
  gender: genderSchema,
  age: z.number().int().nonnegative().max(130),
  relation: z.string().max(60),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** The employer's profile as the Edit Profile dialog edits it (three tabs). */
export const employerProfileSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: emailValueSchema,
  role: z.string().max(120),
  mobile: z.string().max(20),
  address: z.string().max(300),
  age: z.number().int().nonnegative().max(130).nullable(),
  gender: genderSchema.nullable(),
  maritalStatus: maritalStatusSchema.nullable(),
  nationality: z.string().max(60),
  occupation: z.string().max(120),
  income: z.string().max(60),
  family: z.object({
    spouseCount: z.number().int().nonnegative().max(10),
    adults: z.array(familyMemberSchema).max(MAX_FAMILY_MEMBERS),
    kids: z.array(familyMemberSchema).max(MAX_FAMILY_MEMBERS),
    elders: z.array(familyMemberSchema).max(MAX_FAMILY_MEMBERS),
  }),
  staff: z.object({
    department: z.string().max(120),
    role: z.string().max(120),
    teamSize: z.number().int().nonnegative().max(100_000),
    supervisor: z.string().max(120),
    joiningDate: isoDateSchema.nullable(),
  }),
});
export type EmployerProfile = z.infer<typeof employerProfileSchema>;
