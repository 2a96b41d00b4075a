/* The statuses and stages as tuples, without zod: pages read them; ./statuses holds their enum schemas. */
import type {
  AnalyticsPeriod,
  ManagedCandidateStatus,
  PipelineEntryStatus,
  PositionListStatus,
} from './statuses';

/** Employer pipeline (Candidates tab of the employer dashboard). */
export const EMPLOYER_PIPELINE_STATUSES = [
  'shortlisted',
  'interview',
  'selected',
  'hired',
  'rejected',
] as const;

/**
 * Every status a pipeline entry can hold: the five of the Candidates tabs, then what can follow a
 * hire (UAE: a worker returned within the 6-month probation entitles the family to a replacement
 * or refund). Returned and replaced show on the position lists' Returns and Replaced tabs.
 */
export const PIPELINE_ENTRY_STATUSES = [
  ...EMPLOYER_PIPELINE_STATUSES,
  'returned',
  'replaced',
] as const;

/** Position lists (employer and agency position pages), one tab at a time. */
export const POSITION_LIST_STATUSES = [
  'shortlisted',
  'interview',
  'selected',
  'hired',
  'returns',
  'rejected',
  'replaced',
] as const;

/** The pipeline status each employer position-list tab shows ('returns' lists returned workers). */
export const PIPELINE_STATUS_OF_POSITION_TAB = {
  shortlisted: 'shortlisted',
  interview: 'interview',
  selected: 'selected',
  hired: 'hired',
  returns: 'returned',
  rejected: 'rejected',
  replaced: 'replaced',
} as const satisfies Record<PositionListStatus, PipelineEntryStatus>;

/** Employer recruitment document stages. */
export const EMPLOYER_DOCUMENT_STAGES = [
  'offerLetter',
  'medical',
  'otherDocuments',
  'visa',
  'ticket',
  'pregnancyTest',
] as const;

/** Agency recruitment stages, in the order a recruitment moves through them. */
export const AGENCY_RECRUITMENT_STAGES = [
  'offerLetter',
  'preMedical',
  'qvc',
  'pcc',
  'visa',
  'ticket',
  'pregnancyTest',
  'deployed',
] as const;

/** Admin and agency candidate statuses; a new candidate starts shortlisted. */
export const MANAGED_CANDIDATE_STATUSES = [
  'shortlisted',
  'interviewed',
  'scheduled',
  'selected',
  'hired',
  'rejected',
  'returned',
  'replaced',
  'deployed',
] as const;

export const DEFAULT_MANAGED_CANDIDATE_STATUS = 'shortlisted' satisfies ManagedCandidateStatus;

/** Candidate tabs of the admin agency-detail page. */
export const AGENCY_DETAIL_CANDIDATE_TABS = [
  'shortlisted',
  'interviewed',
  'selected',
  'hired',
  'returns',
  'rejected',
  'replaced',
] as const;

export const AGENCY_STATUSES = ['new', 'approved', 'rejected', 'suspended', 'released'] as const;

/** Admin analytics groups of agencies. */
export const AGENCY_GROUPS = ['all', 'active', 'new', 'verified', 'partnered', 'inactive'] as const;

/** Status of an agency summary card in the admin analytics side list. */
export const AGENCY_CARD_STATUSES = ['active', 'verified', 'pending'] as const;

/**
 * A family's standing with the business: New until the admin acts; Hold and Resume (the Hold
 * Resume list); Suspended (the Suspended list), which also ends its sessions and sign-in.
 */
export const CLIENT_STATUSES = ['New', 'Hold', 'Resume', 'Suspended'] as const;

/** Per-client stage counters shown in the admin client detail. */
export const CLIENT_STAGES = [
  'Shortlisted',
  'Interviewed',
  'Selected',
  'Hired',
  'Deployed',
  'Rejected',
  'Returned',
  'Replaced',
] as const;

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const EMPLOYER_ORDER_STATUSES = ['Pending', 'Completed'] as const;

/** Admin order and invoice payment status (display only). */
export const ADMIN_PAYMENT_STATUSES = ['PAID', 'PENDING'] as const;

export const ADMIN_RECRUITMENT_STATUSES = ['IN PROGRESS', 'COMPLETED'] as const;

/** Agency accounts table. */
export const ACCOUNT_RECRUITMENT_STATUSES = ['In Progress', 'Completed'] as const;

export const INVOICE_PAYMENT_STATUSES = ['Pending', 'Paid'] as const;

export const DOCUMENT_STATUSES = ['Uploaded'] as const;

/** Period selectors of the dashboards; they filter figures by date. */
export const ANALYTICS_PERIODS = ['ALL', '1M', '6M', '1Y'] as const;

export const DEFAULT_ANALYTICS_PERIOD = '1Y' satisfies AnalyticsPeriod;
