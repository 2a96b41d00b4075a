/** Writes a screen's search to the URL; typing replaces the entry, other changes push one. */
export type SearchChange<S> = (next: S, options?: { replace?: boolean }) => void;
