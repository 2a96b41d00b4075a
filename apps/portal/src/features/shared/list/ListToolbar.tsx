import { Button, Select } from '@bayti/ui';
import type { ReactNode } from 'react';
import styles from './List.module.css';
import { SearchBox } from './SearchBox';

/** The toolbar's words, as each area's messages spell them. */
export interface ListToolbarText {
  clear: string;
  clearSearch: string;
}

export interface ListToolbarProps {
  text: ListToolbarText;
  searchLabel: string;
  searchPlaceholder: string;
  /** The search of the URL, and how to write it (once typing pauses, or on Enter). */
  search: string | undefined;
  onSearch: (value: string | undefined) => void;
  /** Filters after the search, e.g. a status select or a date. */
  filters?: ReactNode;
  /** The sort choices, e.g. { 'age-asc': 'Age: low to high' }; '' is the default order. */
  sort?: {
    label: string;
    options: Record<string, string>;
    defaultLabel: string;
    value: string | null;
    onChange: (value: string | null) => void;
  };
  /** Clear: disabled while there is nothing to clear. */
  canClear: boolean;
  onClear: () => void;
  /** Where Clear stands: after the filters, or at the far end of the row. */
  clearAtEnd?: boolean;
  /** Actions at the far end, e.g. a download. */
  actions?: ReactNode;
}

/** A table's toolbar: search, filters, sort, Clear and actions, all of them in the URL. */
export function ListToolbar({
  text,
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  filters,
  sort,
  canClear,
  onClear,
  clearAtEnd = false,
  actions,
}: ListToolbarProps) {
  const clear = (
    <Button variant="secondary" isDisabled={!canClear} onPress={onClear}>
      {text.clear}
    </Button>
  );
  const end = clearAtEnd ? clear : actions;
  return (
    <div className={styles.toolbar}>
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        clearLabel={text.clearSearch}
        value={search}
        onCommit={onSearch}
      />
      {filters}
      {sort && (
        <Select
          className={styles.sort}
          label={sort.label}
          items={[
            { id: '', label: sort.defaultLabel },
            ...Object.entries(sort.options).map(([id, label]) => ({ id, label })),
          ]}
          selectedKey={sort.value ?? ''}
          onSelectionChange={(key) => sort.onChange(key ? String(key) : null)}
        />
      )}
      {!clearAtEnd && clear}
      {end && <div className={styles.toolbarEnd}>{end}</div>}
    </div>
  );
}
