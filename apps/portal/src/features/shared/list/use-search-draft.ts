import { useEffect, useState } from 'react';

/** How long typing may pause before a search reaches the URL (and the server). */
const SEARCH_DELAY_MS = 300;

/**
 * A search box's text while typing, written to the URL once typing pauses (or on Enter); a
 * search changed elsewhere (Clear, Back) replaces the text.
 */
export function useSearchDraft(search: string, onSearch: (value: string | undefined) => void) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (draft.trim() !== search) setDraft(search);
  }
  useEffect(() => {
    if (draft.trim() === shown) return;
    const timer = setTimeout(() => onSearch(draft.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, shown, onSearch]);
  return { draft, setDraft, submit: () => onSearch(draft.trim() || undefined) };
}
