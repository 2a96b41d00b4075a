/* The sorts, orders, tabs and kinds the dashboards' list queries accept, as tuples without zod: pages
 * read them from the URL; each module beside builds its enum schema from them. */
import { AGENCY_STATUSES } from './status-values';

export const INBOX_KINDS = ['contact', 'visa', 'newsletter'] as const;

export const ORDER_SORTS = ['orderDate', 'orderNo', 'amount', 'status'] as const;

export const INVOICE_SORTS = ['invoiceDate', 'invoiceNo', 'amount', 'paymentStatus'] as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** Which date the Candidates table's date filter reads. */
export const PIPELINE_DATE_FIELDS = ['interview', 'selection'] as const;

export const PIPELINE_SORTS = ['age', 'name', 'gender', 'interviewDate'] as const;

/** The Sort menu of All Candidates; id breaks ties. */
export const MANAGED_CANDIDATE_SORTS = [
  'age-asc',
  'age-desc',
  'name-asc',
  'name-desc',
  'gender-asc',
  'nationality-asc',
] as const;

/** The Agencies List's status tabs: every status, plus all. */
export const ADMIN_AGENCY_TABS = ['all', ...AGENCY_STATUSES] as const;
