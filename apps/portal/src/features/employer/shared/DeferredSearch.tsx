import { SearchField } from '@bayti/ui';
import { useSearchDraft } from '../../shared/list/use-search-draft';
import styles from './EmployerPage.module.css';

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
        if (changed) submit();
      }}
    />
  );
}
