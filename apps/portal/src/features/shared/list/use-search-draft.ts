import { useEffect, useState } from 'react';

/** How long typing may pause before a search reaches the URL (and the server). */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box's text while typing, written to the URL once typing pauses (or on Enter); a
 * search changed elsewhere (Clear, Back) replaces the text, unless the text already says it.
 * `changed` says whether the trimmed text differs from the URL's search.
 */
export function useSearchDraft(
  search: string,
  onSearch: (value: string | undefined) => void,
  delayMs: number = SEARCH_DELAY_MS,
) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (draft.trim() !== search) setDraft(search);
  }
  useEffect(() => {
    if (draft.trim() === shown) return;
    const timer = setTimeout(() => onSearch(draft.trim() || undefined), delayMs);
    return () => clearTimeout(timer);
  }, [draft, shown, onSearch, delayMs]);
  return {
    draft,
    setDraft,
    changed: draft.trim() !== shown,
    submit: () => onSearch(draft.trim() || undefined),
  };
}
