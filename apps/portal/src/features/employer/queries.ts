import {
  PIPELINE_STATUS_OF_POSITION_TAB,
  type AnalyticsPeriod,
  type Id,
} from '@bayti/data/contract';
import {
  employerAnalyticsQueryOptions,
  employerInvoiceQueryOptions,
  employerInvoicesQueryOptions,
  employerOrdersQueryOptions,
  employerPipelineQueryOptions,
  employerPositionsQueryOptions,
  employerPlanQueryOptions,
  employerProfileQueryOptions,
  employerRecruitmentsQueryOptions,
} from '@bayti/data/client';
import { api } from '../../api';
import type { InvoicesSearch, OrdersSearch, PipelineSearch, RecruitmentsSearch } from './search';

/*
 * The query options of each tab, bound to the portal's API client: the routes' loaders ensure
 * them and the screens read them, so both share one cache entry.
 */

/** The Candidates table, or with a position that position's list; a tab names its status. */
export const pipelineQuery = (search: PipelineSearch, position?: string) =>
  employerPipelineQueryOptions(api, {
    ...search,
    status: search.status && PIPELINE_STATUS_OF_POSITION_TAB[search.status],
    position,
  });
export const positionsQuery = () => employerPositionsQueryOptions(api);
export const analyticsQuery = (period: AnalyticsPeriod) =>
  employerAnalyticsQueryOptions(api, period);
export const planQuery = () => employerPlanQueryOptions(api);
export const recruitmentsQuery = (search: RecruitmentsSearch) =>
  employerRecruitmentsQueryOptions(api, search);
export const profileQuery = () => employerProfileQueryOptions(api);
export const ordersQuery = (search: OrdersSearch) => employerOrdersQueryOptions(api, search);
export const invoicesQuery = (search: InvoicesSearch) => employerInvoicesQueryOptions(api, search);
export const invoiceQuery = (id: Id) => employerInvoiceQueryOptions(api, id);
