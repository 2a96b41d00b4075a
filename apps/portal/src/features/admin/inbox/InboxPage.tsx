import { INBOX_KINDS, type InboxItem, type InboxKind } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { adminInboxRoutes } from '@bayti/data/contract/routes';
import { Checkbox, createColumnHelper, Select } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../shared/error-message';
import { apiCall } from '../../../api';
import layout from '../../shared/page/Page.module.css';
import styles from '../office/Office.module.css';
import list from '../../shared/list/List.module.css';
import { OfficeTable } from '../office/OfficeTable';
import { inboxQuery } from '../office/queries';
import { inboxKindOf, parseInboxSearch, type InboxSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText, type OfficeText } from '../office/use-office-text';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface InboxPageProps {
  search: InboxSearch;
  onSearchChange: SearchChange<InboxSearch>;
}

const column = createColumnHelper<InboxItem>();
const plain = { enableSorting: false } as const;

/** Who sent an entry, for the handled box's name. */
const senderOf = (item: InboxItem) => (item.kind === 'newsletter' ? item.email : item.name);

const phoneOf = (item: InboxItem) =>
  item.kind === 'newsletter' ? null : `${item.countryCode} ${item.phone}`;

function inboxColumns(
  kind: InboxKind,
  { t, dateTime, text }: OfficeText,
  onHandled: (item: InboxItem, handled: boolean) => void,
) {
  const c = t.inbox.columns;
  const received = column.accessor('createdAt', {
    header: c.received,
    cell: (i) => dateTime(i.getValue()),
    ...plain,
  });
  const handled = column.accessor('handled', {
    header: c.handled,
    cell: ({ row }) => (
      <Checkbox
        aria-label={t.inbox.markHandled(senderOf(row.original))}
        isSelected={row.original.handled}
        onChange={(value) => onHandled(row.original, value)}
      />
    ),
    ...plain,
  });
  const email = column.display({
    id: 'email',
    header: c.email,
    cell: ({ row }) => ('email' in row.original ? row.original.email : t.common.none),
  });
  if (kind === 'newsletter') return [received, email, handled];
  const name = column.display({
    id: 'name',
    header: c.name,
    cell: ({ row }) => senderOf(row.original),
  });
  const phone = column.display({
    id: 'phone',
    header: c.phone,
    cell: ({ row }) => <span dir="ltr">{text(phoneOf(row.original))}</span>,
  });
  const message = column.display({
    id: 'message',
    header: c.message,
    cell: ({ row }) => (
      <span className={styles.message}>
        {'message' in row.original ? row.original.message : t.common.none}
      </span>
    ),
    meta: { wrap: true },
  });
  if (kind === 'visa') return [received, name, phone, message, handled];
  const interest = column.display({
    id: 'interest',
    header: c.interest,
    cell: ({ row }) => {
      const item = row.original;
      if (item.kind !== 'contact') return t.common.none;
      const roles = [item.worker && t.inbox.worker, item.employer && t.inbox.employer];
      return roles.filter(Boolean).join(', ') || t.common.none;
    },
  });
  return [received, name, email, phone, message, interest, handled];
}

/**
 * Inbox: what the public site's forms sent (contact and visa requests, newsletter sign-ups), one
 * kind at a time with its unhandled count, filtered by handled, each marked handled on the server.
 */
export function InboxPage({ search, onSearchChange }: InboxPageProps) {
  const officeText = useOfficeText();
  const { t, number } = officeText;
  const queryClient = useQueryClient();
  const kind = inboxKindOf(search);
  // While another kind, filter or page loads, the rows of the last one stay.
  const { data, isUpdating } = useShownQuery(search, inboxQuery);
  const change = (next: InboxSearch) => onSearchChange(parseInboxSearch(next));
  const marking = useMutation({
    mutationFn: ({ item, handled }: { item: InboxItem; handled: boolean }) =>
      apiCall(
        adminInboxRoutes.updateInboxItem,
        { params: { kind: item.kind, id: item.id }, body: { handled } },
        { fallbackMessage: 'Failed to update the message' },
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: routeKey(adminInboxRoutes.adminInbox) }),
  });
  const { unhandled } = data;

  return (
    <div className={`${layout.column} ${list.page}`}>
      <h2 className={list.title}>{t.inbox.title}</h2>
      <div className={list.toolbar}>
        <Select
          className={list.control}
          label={t.inbox.show}
          items={[
            { id: 'all', label: t.inbox.filters.all },
            { id: 'open', label: t.inbox.filters.open },
            { id: 'handled', label: t.inbox.filters.handled },
          ]}
          selectedKey={search.show ?? 'all'}
          onSelectionChange={(key) =>
            change({
              ...search,
              show: key === 'open' || key === 'handled' ? key : undefined,
              page: undefined,
            })
          }
        />
      </div>
      {marking.isError && (
        <p role="alert" className={`${layout.alert} ${styles.alert}`}>
          {failureMessage(marking.error, 'Failed to update the message', t.inbox.updateFailed)}
        </p>
      )}
      <OfficeTable
        isUpdating={isUpdating}
        label={t.inbox.table(t.inbox.kinds[kind])}
        tabsLabel={t.inbox.kindsLabel}
        tabs={INBOX_KINDS.map((id) => ({
          id,
          label: t.inbox.unhandledCount(t.inbox.kinds[id], number(unhandled[id])),
        }))}
        activeTab={kind}
        onTabChange={(id) =>
          change({
            show: search.show,
            kind: id === 'contact' ? undefined : (id as InboxSearch['kind']),
          })
        }
        columns={inboxColumns(kind, officeText, (item, handled) =>
          marking.mutate({ item, handled }),
        )}
        getRowId={(row) => `${row.kind}-${row.id}`}
        emptyText={t.inbox.empty}
        data={data}
        onPageChange={(page) => change({ ...search, page })}
      />
    </div>
  );
}
