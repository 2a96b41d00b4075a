import { Select } from '@bayti/ui';
import type { ReactNode } from 'react';
import list from '../../shared/list/List.module.css';
import { ListToolbar, type ListToolbarProps } from '../../shared/list/ListToolbar';
import { ServerPager, type ServerPagerProps } from '../../shared/list/ServerPager';
import styles from '../shared/AgencyPage.module.css';
import { useOpsText } from './use-ops-text';

/**
 * The title of an agency list screen, its actions (Add User) beside it, and the one list toolbar
 * under it: the search (written to the URL once typing pauses), the screen's filters, and Clear,
 * disabled while nothing is filtered.
 */
export function OpsListHeader({
  title,
  actions,
  searchLabel,
  ...toolbar
}: Omit<ListToolbarProps, 'text' | 'searchPlaceholder'> & { title: string; actions?: ReactNode }) {
  const { t } = useOpsText();
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {actions}
      </div>
      <ListToolbar
        {...toolbar}
        text={{ clear: t.common.clear, clearSearch: t.common.clearSearch }}
        searchLabel={searchLabel}
        searchPlaceholder={searchLabel}
      />
    </>
  );
}

const ALL = 'all';

/** A status filter of the toolbar: all statuses, then each one. */
export function OpsStatusFilter<Status extends string>({
  label,
  allLabel,
  statuses,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  statuses: readonly { id: Status; label: string }[];
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
}) {
  return (
    <Select
      className={list.control}
      aria-label={label}
      items={[{ id: ALL, label: allLabel }, ...statuses]}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) =>
        onChange(key === ALL || key === null ? undefined : (key as Status))
      }
    />
  );
}

/** The notice of the last change, then the list (loaded by the route). */
export function OpsListBody({ notice, children }: { notice: string; children: ReactNode }) {
  return (
    <>
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {children}
    </>
  );
}

/** "Showing 1 to 12 of 30 entries" and the pager under a table of the agency screens. */
export function PageFooter({
  label,
  onPageChange,
  ...page
}: Omit<ServerPagerProps, 'text' | 'number' | 'onPageChange'> & {
  /** The pager's name, when the screen has its own. */
  label?: string;
  onPageChange: (page: number | undefined) => void;
}) {
  const { t, number } = useOpsText();
  return (
    <ServerPager
      {...page}
      onPageChange={(next) => onPageChange(next === 1 ? undefined : next)}
      number={number}
      text={{
        showing: t.common.showing,
        pages: label ?? t.common.pagination,
        previous: t.common.previous,
        next: t.common.next,
        page: t.common.page,
        morePages: t.common.morePages,
      }}
    />
  );
}
