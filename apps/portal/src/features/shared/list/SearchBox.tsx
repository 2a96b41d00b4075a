import { SearchField } from '@bayti/ui';
import styles from './List.module.css';
import { useSearchDraft } from './use-search-draft';

/** The contract's longest search text. */
const MAX_SEARCH_LENGTH = 100;

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The search of the URL. */
  value: string | undefined;
  /** Writes the search to the URL (replacing the entry: typing is not navigation), once typing pauses or on Enter. */
  onCommit: (value: string | undefined) => void;
}

/** A dashboard table's search box: it updates the URL once typing pauses, not on every key. */
export function SearchBox({
  label,
  placeholder,
  clearLabel,
  value = '',
  onCommit,
}: SearchBoxProps) {
  const { draft, setDraft, changed, submit } = useSearchDraft(value, onCommit);
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
        // Enter on the search already shown keeps the page where it is.
        if (changed) submit();
      }}
    />
  );
}
