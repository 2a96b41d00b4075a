import {
  PIPELINE_STATUS_OF_POSITION_TAB,
  type AnalyticsPeriod,
  type Id,
} from '@bayti/data/contract';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { routeKey } from '@bayti/data/client/route-call';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api';
import type { InvoicesSearch, OrdersSearch, PipelineSearch, RecruitmentsSearch } from './search';

/*
 * What each tab reads, as the endpoint's query options (derived from its declaration): the
 * routes' loaders ensure them and the screens read them, so both share one cache entry. Only the
 * mapping of a tab's URL to the endpoint's input is written here.
 */

/** The Candidates table, or with a position that position's list; a tab names its status. */
export const pipelineQuery = (search: PipelineSearch, position?: string) =>
  apiQuery(employerRoutes.employerPipeline, {
    query: {
      ...search,
      status: search.status && PIPELINE_STATUS_OF_POSITION_TAB[search.status],
      position,
    },
  });
export const positionsQuery = () => apiQuery(employerRoutes.employerPositions);
export const analyticsQuery = (period: AnalyticsPeriod) =>
  apiQuery(employerRoutes.employerAnalytics, { query: { period } });
export const planQuery = () => apiQuery(employerRoutes.employerPlan);
export const recruitmentsQuery = (search: RecruitmentsSearch) =>
  apiQuery(employerRoutes.employerRecruitments, { query: search });
export const profileQuery = () => apiQuery(employerRoutes.employerProfile);
export const ordersQuery = (search: OrdersSearch) =>
  apiQuery(employerRoutes.employerOrders, { query: search });
export const invoicesQuery = (search: InvoicesSearch) =>
  apiQuery(employerRoutes.employerInvoices, { query: search });
export const invoiceQuery = (id: Id) =>
  apiQuery(employerRoutes.employerInvoice, { params: { id } });
export const creditNoteQuery = (id: Id) =>
  apiQuery(employerRoutes.employerCreditNote, { params: { id } });

/** A move changes the lists, the positions' counts, the funnel and, once hired, recruitments. */
export function refreshAfterMove(queryClient: QueryClient) {
  return Promise.all(
    [
      employerRoutes.employerPipeline,
      employerRoutes.employerPositions,
      employerRoutes.employerAnalytics,
      employerRoutes.employerRecruitments,
    ].map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route) })),
  );
}
