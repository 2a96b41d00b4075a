import { Button } from '@bayti/ui';
import type { ReactNode } from 'react';
import { useEmployerText } from '../use-employer-text';
import { DeferredSearch } from './DeferredSearch';
import styles from './EmployerPage.module.css';
import { SortSelect } from './SortSelect';

export interface ListToolbarProps {
  searchLabel: string;
  searchPlaceholder?: string;
  /** The search of the URL, and how to write it (after typing pauses). */
  search: string | undefined;
  onSearch: (value: string | undefined) => void;
  /** Filters between the search and the sort, e.g. a date filter. */
  children?: ReactNode;
  /** The SORT choices, e.g. { 'age-asc': 'Age: low to high' }, and the current one. */
  sort?: {
    options: Record<string, string>;
    /** The order without a choice, e.g. "Newest first". */
    defaultLabel?: string;
    value: string | null;
    onChange: (value: string | null) => void;
  };
  /** Clear: disabled while there is nothing to clear. */
  canClear: boolean;
  onClear: () => void;
}

/** A table's toolbar: search, filters, SORT and Clear, all of them in the URL. */
export function ListToolbar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  children,
  sort,
  canClear,
  onClear,
}: ListToolbarProps) {
  const { t } = useEmployerText();
  return (
    <div className={styles.toolbar}>
      <DeferredSearch
        label={searchLabel}
        placeholder={searchPlaceholder ?? t.common.search}
        clearLabel={t.common.clearSearch}
        value={search}
        onCommit={onSearch}
      />
      {children}
      {sort && (
        <SortSelect
          label={t.common.sort}
          options={sort.options}
          defaultLabel={sort.defaultLabel ?? t.common.sortDefault}
          value={sort.value}
          onChange={sort.onChange}
        />
      )}
      <div className={styles.toolbarEnd}>
        <Button variant="secondary" isDisabled={!canClear} onPress={onClear}>
          {t.common.clear}
        </Button>
      </div>
    </div>
  );
}
