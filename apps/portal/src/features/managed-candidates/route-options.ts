import { RoutePending, routeError } from '../shared/route/RouteStates';
import { parseManagedSearch, type ManagedSearch } from './search';

/**
 * All Candidates' and a position page's search, for either side: it lives in the URL (unknown or
 * invalid params are dropped, never an error page); and what the route shows while its list
 * loads, or when it could not. Each route writes its loader inline, as TanStack Router's code
 * splitter moves a loader into the page's own chunk only when it is written in the route's
 * options, not spread in from a function.
 */
export const managedSearchOptions = {
  validateSearch: (raw: Record<string, unknown>): ManagedSearch => parseManagedSearch(raw),
  loaderDeps: ({ search }: { search: ManagedSearch }) => parseManagedSearch(search),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.managedCandidates.common),
};
