import { parseClientsSearch, type ClientsSearch } from '../agencies/search';

/**
 * A clients list's search (All, Hold/Resume, Suspended): it lives in the URL (unknown or invalid
 * params are dropped, never an error page). Only these two options are shared: each route writes
 * its loader inline, as TanStack Router's code splitter moves a loader into the page's own chunk
 * only when it is written in the route's options, not spread in from a function.
 */
export const clientsSearchOptions = {
  validateSearch: (raw: Record<string, unknown>): ClientsSearch => parseClientsSearch(raw),
  loaderDeps: ({ search }: { search: ClientsSearch }) => parseClientsSearch(search),
};
