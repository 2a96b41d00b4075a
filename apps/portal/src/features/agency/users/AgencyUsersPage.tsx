import { routeKey } from '@bayti/data/client';
import { agencyUsersRoutes } from '@bayti/data/contract/routes';
import { USER_STATUSES, type AgencyStaff } from '@bayti/data/contract';
import {
  Button,
  createColumnHelper,
  DataTable,
  Dialog,
  Modal,
  Stack,
  StatusBadge,
} from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Pencil, Power, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { apiCall, apiQuery } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { failureMessage } from '../../shared/error-message';
import { formatDate } from '../../shared/format';
import { OpsListHeader, OpsStatusFilter, PageFooter } from '../recruitments/OpsParts';
import { UserFormModal } from './UserFormModal';
import { USERS_PAGE_SIZE, usersQueryOf, type UsersSearch } from './users-search';
import styles from '../shared/AgencyPage.module.css';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface AgencyUsersPageProps {
  search: UsersSearch;
  onSearchChange: (next: UsersSearch, options?: { replace?: boolean }) => void;
}

/** The read its route's loader ensures and the screen reads (one cache entry). */
export const usersQuery = (search: UsersSearch) =>
  apiQuery(agencyUsersRoutes.agencyUsers, { query: usersQueryOf(search) });

const column = createColumnHelper<AgencyStaff>();
/** The client's sentences when the server sends none; shown in the reader's language. */
const SAVE_FAILED = 'Failed to save the user';
const DELETE_FAILED = 'Failed to delete the user';

/** Users: the agency's staff accounts, searched and paged on the server, from the URL. */
export function AgencyUsersPage({ search, onSearchChange }: AgencyUsersPageProps) {
  const t = useMessages().agencyProfile.users;
  const locale = useAtomValue(localeAtom);
  const queryClient = useQueryClient();
  // Another search, status or page loads while the current rows stay on screen.
  const { data, isUpdating } = useShownQuery(search, usersQuery);
  const [editing, setEditing] = useState<{ user: AgencyStaff | undefined }>();
  const [deleting, setDeleting] = useState<AgencyStaff>();
  const [notice, setNotice] = useState('');

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: routeKey(agencyUsersRoutes.agencyUsers) });
  const toggle = useMutation({
    mutationFn: (user: AgencyStaff) =>
      apiCall(
        agencyUsersRoutes.updateAgencyUser,
        {
          params: { id: user.id },
          body: { status: user.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' },
        },
        { fallbackMessage: SAVE_FAILED },
      ).then(({ user: saved }) => saved),
    onSuccess: (user) => setNotice(t.saved(user.name)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (user: AgencyStaff) =>
      apiCall(
        agencyUsersRoutes.deleteAgencyUser,
        { params: { id: user.id } },
        { fallbackMessage: DELETE_FAILED },
      ).then(() => user),
    onSuccess: (user) => setNotice(t.deleted(user.name)),
    onSettled: refresh,
  });
  const actionError = toggle.isError
    ? failureMessage(toggle.error, SAVE_FAILED, t.statusFailed)
    : remove.isError
      ? failureMessage(remove.error, DELETE_FAILED, t.deleteFailed)
      : '';

  const c = t.columns;
  const plain = { enableSorting: false } as const;
  const columns = [
    column.accessor('name', { header: c.name, ...plain }),
    column.accessor('email', {
      header: c.email,
      ...plain,
      cell: (i) => <span dir="ltr">{i.getValue()}</span>,
    }),
    column.accessor('phone', {
      header: c.phone,
      ...plain,
      cell: (i) => <span dir="ltr">{i.getValue() ?? ''}</span>,
    }),
    column.accessor('joiningDate', {
      header: c.joiningDate,
      ...plain,
      cell: (i) => formatDate(i.getValue(), locale),
    }),
    column.accessor('status', {
      header: c.status,
      ...plain,
      cell: (i) => (
        <StatusBadge tone={i.getValue() === 'ACTIVE' ? 'success' : 'neutral'}>
          {t.statuses[i.getValue()]}
        </StatusBadge>
      ),
    }),
    column.display({
      id: 'actions',
      header: c.actions,
      cell: ({ row: { original: user } }) => (
        <div className={styles.rowActions}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t.edit(user.name)}
            onPress={() => setEditing({ user })}
          >
            <Pencil aria-hidden size={16} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={user.status === 'ACTIVE' ? t.deactivate(user.name) : t.activate(user.name)}
            onPress={() => {
              setNotice('');
              toggle.mutate(user);
            }}
          >
            <Power aria-hidden size={16} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t.remove(user.name)}
            onPress={() => setDeleting(user)}
          >
            <Trash2 aria-hidden size={16} />
          </Button>
        </div>
      ),
    }),
  ];

  const { page, total } = data;
  const filtered = search.search !== undefined || search.status !== undefined;

  return (
    <Stack>
      <OpsListHeader
        title={t.title}
        actions={
          <Button onPress={() => setEditing({ user: undefined })}>
            <UserPlus aria-hidden size={18} />
            {t.addUser}
          </Button>
        }
        searchLabel={t.search}
        search={search.search}
        onSearch={(value) =>
          onSearchChange({ ...search, search: value, page: undefined }, { replace: true })
        }
        filters={
          <OpsStatusFilter
            label={t.statusFilter}
            allLabel={t.allStatuses}
            statuses={USER_STATUSES.map((id) => ({ id, label: t.statuses[id] }))}
            value={search.status}
            onChange={(status) => onSearchChange({ ...search, status, page: undefined })}
          />
        }
        canClear={filtered}
        onClear={() => onSearchChange({})}
      />
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {actionError && (
        <p role="alert" className={styles.error}>
          {actionError}
        </p>
      )}
      <DataTable
        isUpdating={isUpdating}
        label={t.title}
        columns={columns}
        data={data.items}
        getRowId={(user) => String(user.id)}
        emptyText={t.empty}
      />
      <PageFooter
        label={t.pagination}
        page={page}
        pageSize={USERS_PAGE_SIZE}
        total={total}
        shown={data.items.length}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
      <UserFormModal
        user={editing?.user}
        isOpen={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        onSaved={(user) => {
          setEditing(undefined);
          setNotice(t.saved(user.name));
          void refresh();
        }}
      />
      <Modal
        size="sm"
        isOpen={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      >
        <Dialog
          role="alertdialog"
          title={t.confirm.title}
          footer={
            <div className={styles.footer}>
              <Button variant="secondary" onPress={() => setDeleting(undefined)}>
                {t.confirm.cancel}
              </Button>
              <Button
                variant="danger"
                onPress={() => {
                  if (deleting) {
                    setNotice('');
                    remove.mutate(deleting);
                  }
                  setDeleting(undefined);
                }}
              >
                {t.confirm.delete}
              </Button>
            </div>
          }
        >
          <p>{t.confirm.body}</p>
        </Dialog>
      </Modal>
    </Stack>
  );
}
