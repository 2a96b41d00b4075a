import type { QueryClient } from '@tanstack/react-query';
import { managedListQuery, type ManagedSide } from './queries';
import { parseManagedSearch, type ManagedSearch } from './search';

interface LoaderArgs<Params> {
  context: { queryClient: QueryClient };
  deps: ManagedSearch;
  params: Params;
}

/** The search lives in the URL: unknown or invalid params are dropped, never an error page. */
const searchOptions = {
  validateSearch: (raw: Record<string, unknown>): ManagedSearch => parseManagedSearch(raw),
  loaderDeps: ({ search }: { search: ManagedSearch }) => parseManagedSearch(search),
};

/** All Candidates' route options for either side: the URL's search, its first page fetched early. */
export function managedListRouteOptions(side: ManagedSide) {
  return {
    ...searchOptions,
    loader: ({ context: { queryClient }, deps }: LoaderArgs<unknown>) => {
      void queryClient.prefetchQuery(managedListQuery(side, deps));
    },
  };
}

/** A position page's route options for either side: the same, scoped to the position. */
export function managedPositionRouteOptions(side: ManagedSide) {
  return {
    ...searchOptions,
    loader: ({ context: { queryClient }, deps, params }: LoaderArgs<{ position: string }>) => {
      void queryClient.prefetchQuery(managedListQuery(side, deps, { position: params.position }));
    },
  };
}
