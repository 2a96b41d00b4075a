import { CLIENT_COUNTRIES, type AdminClient, type ClientGroup } from '@bayti/data/contract';
import { Avatar, Button, createColumnHelper, PageHeader, Stack, StatusBadge } from '@bayti/ui';
import { useState } from 'react';
import styles from '../agencies/Agencies.module.css';
import { CountryFilter } from '../agencies/CountryFilter';
import { clientsQuery } from '../agencies/queries';
import { parseClientsSearch, type ClientsSearch } from '../agencies/search';
import { CLIENT_STATUS_TONE } from '../agencies/tones';
import { useAgenciesText, type AgenciesText } from '../agencies/use-agencies-text';
import { OfficeTable } from '../office/OfficeTable';
import { OfficeToolbar } from '../office/OfficeToolbar';
import type { SearchChange } from '../office/search-change';
import { ClientDetailModal } from './ClientDetailModal';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface ClientsPageProps {
  /** All Clients, Hold/Resume or Suspended. */
  group: ClientGroup;
  search: ClientsSearch;
  onSearchChange: SearchChange<ClientsSearch>;
}

const column = createColumnHelper<AdminClient>();

function clientColumns({ a, date }: AgenciesText, onView: (client: AdminClient) => void) {
  const c = a.clients;
  const plain = { enableSorting: false } as const;
  return [
    column.accessor('name', {
      header: c.columns.name,
      cell: ({ row }) => (
        <span className={styles.nameCell}>
          <Avatar name={row.original.name} src={row.original.avatar ?? undefined} size="sm" />
          {row.original.name}
        </span>
      ),
      ...plain,
    }),
    column.accessor('country', {
      header: c.columns.country,
      cell: (info) => c.countries[info.getValue()],
      ...plain,
    }),
    column.accessor('mobile', {
      header: c.columns.mobile,
      cell: (info) => info.getValue() || a.common.notAvailable,
      ...plain,
    }),
    column.accessor('status', {
      header: c.columns.status,
      cell: (info) => (
        <StatusBadge tone={CLIENT_STATUS_TONE[info.getValue()]}>
          {c.status[info.getValue()]}
        </StatusBadge>
      ),
      ...plain,
    }),
    column.accessor('updatedOn', {
      header: c.columns.updated,
      cell: (info) => date(info.getValue()),
      ...plain,
    }),
    column.display({
      id: 'view',
      header: c.columns.view,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={c.viewName(row.original.name)}
          onPress={() => onView(row.original)}
        >
          {a.common.view}
        </Button>
      ),
    }),
  ];
}

/**
 * Clients: All Clients, Hold/Resume and Suspended, each searched (by name, or country) and
 * filtered by country on the server with pages in the URL; View opens the family's detail,
 * where the admin holds, resumes or suspends it.
 */
export function ClientsPage({ group, search, onSearchChange }: ClientsPageProps) {
  const text = useAgenciesText();
  const { a } = text;
  const c = a.clients;
  const [viewing, setViewing] = useState<AdminClient | null>(null);
  // While another search or page loads, the rows of the last one stay.
  const { data, isUpdating } = useShownQuery(search, (shown) => clientsQuery(shown, group));
  const change = (next: ClientsSearch, replace = false) =>
    onSearchChange(parseClientsSearch(next), { replace });

  return (
    <Stack gap="5">
      <PageHeader title={c.titles[group]} />
      <OfficeToolbar
        searchLabel={c.searchLabel}
        searchPlaceholder={group === 'all' ? c.searchPlaceholder : c.searchNameCountryPlaceholder}
        search={search.search}
        onSearch={(value) => change({ ...search, search: value, page: undefined }, true)}
        filters={
          <CountryFilter
            countries={CLIENT_COUNTRIES}
            labelOf={(country) => c.countries[country]}
            value={search.country}
            onChange={(country) => change({ ...search, country, page: undefined })}
          />
        }
        canClear={Boolean(search.search || search.country)}
        onClear={() => change({})}
      />
      <OfficeTable
        isUpdating={isUpdating}
        label={c.table}
        columns={clientColumns(text, setViewing)}
        getRowId={(row) => String(row.id)}
        emptyText={group === 'all' ? c.emptyAll : c.emptyGroup}
        data={data}
        onPageChange={(page) => change({ ...search, page })}
      />
      {viewing && <ClientDetailModal client={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
