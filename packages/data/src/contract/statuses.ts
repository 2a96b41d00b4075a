import { z } from 'zod';
import {
  EMPLOYER_PIPELINE_STATUSES,
  PIPELINE_ENTRY_STATUSES,
  POSITION_LIST_STATUSES,
  EMPLOYER_DOCUMENT_STAGES,
  AGENCY_RECRUITMENT_STAGES,
  MANAGED_CANDIDATE_STATUSES,
  AGENCY_STATUSES,
  AGENCY_GROUPS,
  AGENCY_CARD_STATUSES,
  CLIENT_STATUSES,
  USER_STATUSES,
  EMPLOYER_ORDER_STATUSES,
  ADMIN_PAYMENT_STATUSES,
  ADMIN_RECRUITMENT_STATUSES,
  ACCOUNT_RECRUITMENT_STATUSES,
  INVOICE_PAYMENT_STATUSES,
  DOCUMENT_STATUSES,
  ANALYTICS_PERIODS,
} from './status-values';

/* The status sets, each as a tuple and an enum schema. */

export const employerPipelineStatusSchema = z.enum(EMPLOYER_PIPELINE_STATUSES);
export type EmployerPipelineStatus = z.infer<typeof employerPipelineStatusSchema>;

export const pipelineEntryStatusSchema = z.enum(PIPELINE_ENTRY_STATUSES);
export type PipelineEntryStatus = z.infer<typeof pipelineEntryStatusSchema>;

export const positionListStatusSchema = z.enum(POSITION_LIST_STATUSES);
export type PositionListStatus = z.infer<typeof positionListStatusSchema>;

export const employerDocumentStageSchema = z.enum(EMPLOYER_DOCUMENT_STAGES);
export type EmployerDocumentStage = z.infer<typeof employerDocumentStageSchema>;

export const agencyRecruitmentStageSchema = z.enum(AGENCY_RECRUITMENT_STAGES);
export type AgencyRecruitmentStage = z.infer<typeof agencyRecruitmentStageSchema>;

export const managedCandidateStatusSchema = z.enum(MANAGED_CANDIDATE_STATUSES);
export type ManagedCandidateStatus = z.infer<typeof managedCandidateStatusSchema>;

export const agencyStatusSchema = z.enum(AGENCY_STATUSES);
export type AgencyStatus = z.infer<typeof agencyStatusSchema>;

export const agencyGroupSchema = z.enum(AGENCY_GROUPS);
export type AgencyGroup = z.infer<typeof agencyGroupSchema>;

export const agencyCardStatusSchema = z.enum(AGENCY_CARD_STATUSES);
export type AgencyCardStatus = z.infer<typeof agencyCardStatusSchema>;

export const clientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof clientStatusSchema>;

export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const employerOrderStatusSchema = z.enum(EMPLOYER_ORDER_STATUSES);
export type EmployerOrderStatus = z.infer<typeof employerOrderStatusSchema>;

export const adminPaymentStatusSchema = z.enum(ADMIN_PAYMENT_STATUSES);
export type AdminPaymentStatus = z.infer<typeof adminPaymentStatusSchema>;

export const adminRecruitmentStatusSchema = z.enum(ADMIN_RECRUITMENT_STATUSES);
export type AdminRecruitmentStatus = z.infer<typeof adminRecruitmentStatusSchema>;

export const accountRecruitmentStatusSchema = z.enum(ACCOUNT_RECRUITMENT_STATUSES);
export type AccountRecruitmentStatus = z.infer<typeof accountRecruitmentStatusSchema>;

export const invoicePaymentStatusSchema = z.enum(INVOICE_PAYMENT_STATUSES);
export type InvoicePaymentStatus = z.infer<typeof invoicePaymentStatusSchema>;

export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
