import { routeKey } from '@bayti/data/client';
import { refundCasesRoutes } from '@bayti/data/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api';

/** Who reads refund cases: the family (hers), the agency (its own) or an admin (all). */
export type RefundViewer = 'family' | 'agency' | 'admin';

const ROUTE_OF = {
  family: refundCasesRoutes.employerRefundCases,
  agency: refundCasesRoutes.agencyRefundCases,
  admin: refundCasesRoutes.adminRefundCases,
} as const;

/** The read its route's loader ensures and the section reads (one cache entry per viewer). */
export const refundCasesQuery = (viewer: RefundViewer) => apiQuery(ROUTE_OF[viewer]);

/** After a return, a replacement or a refund recorded: every reader's list refetches or goes stale. */
export const refreshRefundCases = (queryClient: QueryClient) =>
  Promise.all(
    Object.values(ROUTE_OF).map((route) =>
      queryClient.invalidateQueries({ queryKey: routeKey(route) }),
    ),
  );

/** A position list's Returns and Replaced tabs show the family's refund cases under the rows. */
export const showsRefundCases = (status: string | undefined) =>
  status === 'returns' || status === 'replaced';
