import type { AnalyticsPeriod, Id } from '@bayti/data/contract';
import {
  employerAnalyticsQueryOptions,
  employerInvoiceQueryOptions,
  employerInvoicesQueryOptions,
  employerOrdersQueryOptions,
  employerPipelineQueryOptions,
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

export const pipelineQuery = (search: PipelineSearch) => employerPipelineQueryOptions(api, search);
export const analyticsQuery = (period: AnalyticsPeriod) =>
  employerAnalyticsQueryOptions(api, period);
export const planQuery = () => employerPlanQueryOptions(api);
export const recruitmentsQuery = (search: RecruitmentsSearch) =>
  employerRecruitmentsQueryOptions(api, search);
export const profileQuery = () => employerProfileQueryOptions(api);
export const ordersQuery = (search: OrdersSearch) => employerOrdersQueryOptions(api, search);
export const invoicesQuery = (search: InvoicesSearch) => employerInvoicesQueryOptions(api, search);
export const invoiceQuery = (id: Id) => employerInvoiceQueryOptions(api, id);
