/**
 * Writes a tab's search params to the URL: a new history entry for a choice (a tab, a filter, a
 * sort), a replaced one while typing a search.
 */
export type SearchChange<Search> = (next: Search, options?: { replace?: boolean }) => void;
