import { SearchField } from '@bayti/ui';
import { useEffect, useState } from 'react';
import styles from './EmployerPage.module.css';

/** How long typing may pause before the search reaches the URL (and the server). */
export const SEARCH_COMMIT_DELAY_MS = 300;
/** The contract's longest search text. */
const MAX_SEARCH_LENGTH = 100;

export interface DeferredSearchProps {
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The search of the URL. */
  value: string | undefined;
  /** Writes the search to the URL (replacing the entry: typing is not navigation). */
  onCommit: (value: string | undefined) => void;
}

/** A table's search box: it updates the URL once typing pauses, not on every key. */
export function DeferredSearch({
  label,
  placeholder,
  clearLabel,
  value = '',
  onCommit,
}: DeferredSearchProps) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The URL changed from elsewhere (Clear, Back): show its value, unless the draft already says it.
  if (value !== committed) {
    setCommitted(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => onCommit(draft.trim() || undefined), SEARCH_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, onCommit]);

  return (
    <SearchField
      className={styles.search}
      aria-label={label}
      placeholder={placeholder}
      clearLabel={clearLabel}
      maxLength={MAX_SEARCH_LENGTH}
      value={draft}
      onChange={setDraft}
      onSubmit={() => {
        if (draft.trim() !== committed) onCommit(draft.trim() || undefined);
      }}
    />
  );
}
