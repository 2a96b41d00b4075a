import { USER_STATUSES, type AdminUser } from '@bayti/data/contract';
import { Button, createColumnHelper, PageHeader, Select, Stack, StatusBadge } from '@bayti/ui';
import { useState } from 'react';
import styles from '../office/Office.module.css';
import list from '../../shared/list/List.module.css';
import { OfficeTable } from '../office/OfficeTable';
import { OfficeToolbar } from '../office/OfficeToolbar';
import { usersQuery } from '../office/queries';
import { parseUsersSearch, type UsersSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText, type OfficeText } from '../office/use-office-text';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserDialog } from './UserDialog';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface UsersPageProps {
  search: UsersSearch;
  onSearchChange: SearchChange<UsersSearch>;
}

type Editing =
  { kind: 'add' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser };

const column = createColumnHelper<AdminUser>();

const userColumns = (
  { t, date }: OfficeText,
  onEdit: (user: AdminUser) => void,
  onDelete: (user: AdminUser) => void,
) => {
  const c = t.users.columns;
  const plain = { enableSorting: false } as const;
  return [
    column.accessor('userName', { header: c.user, ...plain }),
    column.accessor('department', { header: c.department, ...plain }),
    column.accessor('email', { header: c.email, ...plain }),
    column.accessor('phone', { header: c.phone, ...plain }),
    column.accessor('createdOn', {
      header: c.createdOn,
      cell: (info) => date(info.getValue()),
      ...plain,
    }),
    column.accessor('status', {
      header: c.status,
      cell: (info) => (
        <StatusBadge tone={info.getValue() === 'ACTIVE' ? 'success' : 'neutral'}>
          {t.users.status[info.getValue()]}
        </StatusBadge>
      ),
      ...plain,
    }),
    column.display({
      id: 'action',
      header: c.action,
      cell: ({ row }) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.users.edit(row.original.userName)}
            onPress={() => onEdit(row.original)}
          >
            {t.users.editAction}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t.users.remove(row.original.userName)}
            onPress={() => onDelete(row.original)}
          >
            {t.common.delete}
          </Button>
        </span>
      ),
    }),
  ];
};

/**
 * Users List: Bayti's back-office people, searched by name, email or phone and filtered by
 * status on the server, a page at a time, with Add User, Edit and Delete; all filters in the URL.
 */
export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const text = useOfficeText();
  const { t } = text;
  const [editing, setEditing] = useState<Editing | null>(null);
  // While another search or page loads, the rows of the last one stay.
  const { data, isUpdating } = useShownQuery(search, usersQuery);
  const change = (next: UsersSearch, replace = false) =>
    onSearchChange(parseUsersSearch(next), { replace });
  return (
    <Stack gap="5">
      <PageHeader
        title={t.users.title}
        actions={<Button onPress={() => setEditing({ kind: 'add' })}>{t.users.add}</Button>}
      />
      <OfficeToolbar
        searchLabel={t.users.searchLabel}
        searchPlaceholder={t.users.searchPlaceholder}
        search={search.search}
        onSearch={(value) => change({ ...search, search: value, page: undefined }, true)}
        filters={
          <Select
            className={list.control}
            label={t.users.statusFilter}
            items={[
              { id: 'all', label: t.common.all },
              ...USER_STATUSES.map((status) => ({ id: status, label: t.users.status[status] })),
            ]}
            selectedKey={search.status ?? 'all'}
            onSelectionChange={(key) =>
              change({
                ...search,
                status:
                  key === 'all' || key === null ? undefined : (String(key) as AdminUser['status']),
                page: undefined,
              })
            }
          />
        }
        canClear={Boolean(search.search || search.status)}
        onClear={() => change({})}
      />
      <OfficeTable
        isUpdating={isUpdating}
        label={t.users.table}
        columns={userColumns(
          text,
          (user) => setEditing({ kind: 'edit', user }),
          (user) => setEditing({ kind: 'delete', user }),
        )}
        getRowId={(row) => String(row.id)}
        emptyText={t.users.empty}
        data={data}
        onPageChange={(page) => change({ ...search, page })}
      />
      {editing?.kind === 'add' && (
        <UserDialog user={null} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
      {editing?.kind === 'edit' && (
        <UserDialog
          user={editing.user}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteUserDialog
          user={editing.user}
          onClose={() => setEditing(null)}
          onDeleted={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
