import { errorMessageOf } from '@bayti/data/client';
import { Button } from '@bayti/ui';
import type { ReactNode } from 'react';
import { SearchBox } from '../../shared/list/SearchBox';
import {
  ServerPager as SharedServerPager,
  type ServerPagerProps,
} from '../../shared/list/ServerPager';
import styles from './Office.module.css';
import list from '../../shared/list/List.module.css';
import { useOfficeText } from './use-office-text';

export interface OfficeToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  /** The search of the URL, and how to write it (once typing pauses, or on Enter). */
  search: string | undefined;
  onSearch: (value: string | undefined) => void;
  /** Filters after the search, e.g. a status select. */
  filters?: ReactNode;
  /** Clear: disabled while there is nothing to clear. */
  canClear: boolean;
  onClear: () => void;
  /** Actions at the end, e.g. a download. */
  actions?: ReactNode;
}

/** A back-office table's toolbar: search, filters, Clear and actions, all of them in the URL. */
export function OfficeToolbar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  filters,
  canClear,
  onClear,
  actions,
}: OfficeToolbarProps) {
  const { t } = useOfficeText();
  return (
    <div className={list.toolbar}>
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        clearLabel={t.common.clearSearch}
        value={search}
        onCommit={onSearch}
      />
      {filters}
      <Button variant="secondary" isDisabled={!canClear} onPress={onClear}>
        {t.common.clear}
      </Button>
      {actions && <div className={styles.toolbarEnd}>{actions}</div>}
    </div>
  );
}

/** Under a table the server pages: "Showing 1 to N of N entries" and the pager. */
export function ServerPager(props: Omit<ServerPagerProps, 'text' | 'number'>) {
  const { t, number } = useOfficeText();
  return <SharedServerPager {...props} text={t.common} number={number} />;
}

/** A section that could not load: the server's message (or ours) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useOfficeText();
  return (
    <div role="alert" className={styles.alert}>
      <p>{errorMessageOf(error, t.common.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  );
}
