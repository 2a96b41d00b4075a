import {
  ADMIN_AGENCY_TABS,
  AGENCY_COUNTRIES,
  AGENCY_STATUSES,
  type AdminAgency,
  type AdminAgencyTab,
  type AgencyStatus,
} from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { adminAgenciesRoutes, adminAnalyticsRoutes } from '@bayti/data/contract/routes';
import {
  Button,
  createColumnHelper,
  PageHeader,
  Select,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import layout from '../../shared/page/Page.module.css';
import office from '../office/Office.module.css';
import { OfficeTable } from '../office/OfficeTable';
import { OfficeToolbar } from '../office/OfficeToolbar';
import type { SearchChange } from '../office/search-change';
import styles from './Agencies.module.css';
import { CountryFilter } from './CountryFilter';
import { AgencyFormDialog } from './AgencyFormDialog';
import { agenciesQuery } from './queries';
import { ADMIN_TABLE_PAGE_SIZE, parseAgenciesSearch, type AgenciesSearch } from './search';
import { useAgenciesText, type AgenciesText } from './use-agencies-text';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface AgenciesListPageProps {
  search: AgenciesSearch;
  onSearchChange: SearchChange<AgenciesSearch>;
  onOpenAgency: (id: number) => void;
}

const column = createColumnHelper<AdminAgency & { slNo: number }>();

function agencyColumns(
  { a, date }: AgenciesText,
  onStatus: (agency: AdminAgency, status: AgencyStatus) => void,
  onOpen: (id: number) => void,
) {
  const c = a.list.columns;
  const plain = { enableSorting: false } as const;
  return [
    column.accessor('slNo', { header: c.number, ...plain }),
    column.accessor('name', { header: c.name, ...plain }),
    column.accessor('country', {
      header: c.country,
      cell: (info) => info.getValue() || a.common.notAvailable,
      ...plain,
    }),
    column.accessor('mobile', {
      header: c.mobile,
      cell: (info) => info.getValue() ?? a.common.notAvailable,
      ...plain,
    }),
    column.accessor('email', {
      header: c.email,
      cell: (info) => info.getValue() ?? a.common.notAvailable,
      ...plain,
    }),
    column.accessor('updatedOn', {
      header: c.updated,
      cell: (info) => date(info.getValue()),
      ...plain,
    }),
    column.display({
      id: 'status',
      header: c.status,
      cell: ({ row }) => (
        <Select
          aria-label={a.list.changeStatus(row.original.name)}
          items={AGENCY_STATUSES.map((status) => ({ id: status, label: a.status[status] }))}
          selectedKey={row.original.status}
          onSelectionChange={(key) => {
            if (key !== null && key !== row.original.status)
              onStatus(row.original, String(key) as AgencyStatus);
          }}
        />
      ),
    }),
    column.display({
      id: 'view',
      header: c.view,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${a.common.view} ${row.original.name}`}
          onPress={() => onOpen(row.original.id)}
        >
          {a.common.view}
        </Button>
      ),
    }),
  ];
}

/**
 * Agencies List: search, country and status tab (with counts) in the URL, and the analytics
 * card's group when one opened it; the admin changes an agency's status in its row and registers
 * a new agency with its sign-in account.
 */
export function AgenciesListPage({ search, onSearchChange, onOpenAgency }: AgenciesListPageProps) {
  const text = useAgenciesText();
  const { a, number } = text;
  const queryClient = useQueryClient();
  const [registering, setRegistering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // While another tab, search or page loads, the rows of the last one stay.
  const { data, isUpdating } = useShownQuery(search, (shown) =>
    agenciesQuery(shown, ADMIN_TABLE_PAGE_SIZE),
  );
  const statusChange = useMutation({
    mutationFn: ({ agency, status }: { agency: AdminAgency; status: AgencyStatus }) =>
      apiCall(
        adminAgenciesRoutes.setAdminAgencyStatus,
        { params: { id: agency.id }, body: { status } },
        { fallbackMessage: 'Failed to change the status' },
      ),
    onSuccess: async ({ agency: saved }) => {
      setNotice(a.list.statusChanged(saved.name, a.status[saved.status]));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: routeKey(adminAgenciesRoutes.adminAgencies) }),
        queryClient.invalidateQueries({ queryKey: routeKey(adminAnalyticsRoutes.adminAnalytics) }),
      ]);
    },
  });
  const change = (next: AgenciesSearch, replace = false) =>
    onSearchChange(parseAgenciesSearch(next), { replace });
  const tab: AdminAgencyTab = search.status ?? 'all';
  const rows = data.items.map((agency, index) => ({
    ...agency,
    slNo: (data.page - 1) * data.pageSize + index + 1,
  }));

  return (
    <Stack gap="5">
      <PageHeader
        title={a.list.title}
        actions={<Button onPress={() => setRegistering(true)}>{a.list.register}</Button>}
      />
      <OfficeToolbar
        searchLabel={a.grid.searchLabel}
        searchPlaceholder={a.grid.searchPlaceholder}
        search={search.search}
        onSearch={(value) => change({ ...search, search: value, page: undefined }, true)}
        filters={
          <CountryFilter
            countries={AGENCY_COUNTRIES}
            value={search.country}
            onChange={(country) => change({ ...search, country, page: undefined })}
          />
        }
        canClear={Boolean(search.search || search.country || search.status || search.group)}
        onClear={() => change({})}
      />
      {search.group && (
        <p className={styles.groupNote}>
          <span>{a.list.group(a.analytics.cards[search.group])}</span>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => change({ ...search, group: undefined })}
          >
            {a.common.clear}
          </Button>
        </p>
      )}
      <div role="status" className={layout.notice}>
        {notice}
      </div>
      {statusChange.isError && (
        <div role="alert" className={`${layout.alert} ${office.alert}`}>
          {failureMessage(statusChange.error, 'Failed to change the status', a.list.statusFailed)}
        </div>
      )}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          change({
            ...search,
            status: key === 'all' ? undefined : (key as AgencyStatus),
            page: undefined,
          })
        }
      >
        <TabList aria-label={a.list.tabs}>
          {ADMIN_AGENCY_TABS.map((id) => (
            <Tab key={id} id={id} count={number(data.counts[id])}>
              {id === 'all' ? a.list.all : a.status[id]}
            </Tab>
          ))}
        </TabList>
        {ADMIN_AGENCY_TABS.map((id) => (
          <TabPanel key={id} id={id}>
            <OfficeTable
              isUpdating={isUpdating}
              label={a.list.table}
              columns={agencyColumns(
                text,
                (agency, status) => {
                  setNotice(null);
                  statusChange.mutate({ agency, status });
                },
                onOpenAgency,
              )}
              data={{ ...data, items: rows }}
              getRowId={(row) => String(row.id)}
              emptyText={a.grid.empty}
              onPageChange={(page) => change({ ...search, page })}
            />
          </TabPanel>
        ))}
      </Tabs>
      {registering && (
        <AgencyFormDialog
          agency={null}
          onClose={() => setRegistering(false)}
          onSaved={(agency) => {
            setRegistering(false);
            setNotice(a.list.registered(agency.name));
          }}
        />
      )}
    </Stack>
  );
}
