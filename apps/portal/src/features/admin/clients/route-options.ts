import type { ClientGroup } from '@bayti/data/contract';
import type { QueryClient } from '@tanstack/react-query';
import { clientsQuery } from '../agencies/queries';
import { clientsQueryOf, parseClientsSearch, type ClientsSearch } from '../agencies/search';

/**
 * The route options of a clients list (All, Hold/Resume, Suspended): the search lives in the URL
 * (unknown or invalid params are dropped, never an error page) and the first page of the group is
 * fetched while the route loads.
 */
export function clientsRouteOptions(group: ClientGroup) {
  return {
    validateSearch: (raw: Record<string, unknown>): ClientsSearch => parseClientsSearch(raw),
    loaderDeps: ({ search }: { search: ClientsSearch }) => parseClientsSearch(search),
    loader: ({
      context: { queryClient },
      deps,
    }: {
      context: { queryClient: QueryClient };
      deps: ClientsSearch;
    }) => {
      void queryClient.prefetchQuery(clientsQuery(clientsQueryOf(deps, group)));
    },
  };
}
