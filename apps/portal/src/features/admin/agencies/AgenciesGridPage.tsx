import { AGENCY_COUNTRIES, type AdminAgency } from '@bayti/data/contract';
import { AgencyCard, Button, PageHeader, Stack } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { SearchBox } from '../../shared/list/SearchBox';
import list from '../../shared/list/List.module.css';
import { ServerPager } from '../office/OfficeToolbar';
import type { SearchChange } from '../office/search-change';
import layout from '../../shared/page/Page.module.css';
import styles from './Agencies.module.css';
import { CountryFilter } from './CountryFilter';
import { AgencyDetailsModal } from './AgencyDetailsModal';
import { agenciesQuery } from './queries';
import { AGENCY_GRID_PAGE_SIZE, parseAgenciesSearch, type AgenciesSearch } from './search';
import { AGENCY_STATUS_TONE } from './tones';
import { useAgenciesText } from './use-agencies-text';

export interface AgenciesGridPageProps {
  search: AgenciesSearch;
  onSearchChange: SearchChange<AgenciesSearch>;
  /** Opens an agency's page (More View). */
  onOpenAgency: (id: number) => void;
}

/**
 * Agencies View: a card per agency with search and the country filter in the URL, Clear
 * while a filter is set, and View opening the agency's details.
 */
export function AgenciesGridPage({ search, onSearchChange, onOpenAgency }: AgenciesGridPageProps) {
  const { a, number } = useAgenciesText();
  const [viewing, setViewing] = useState<AdminAgency | null>(null);
  // While another search or page loads, the cards of the last one stay.
  const { data } = useSuspenseQuery(agenciesQuery(useDeferredValue(search), AGENCY_GRID_PAGE_SIZE));
  const change = (next: AgenciesSearch, replace = false) =>
    onSearchChange(parseAgenciesSearch(next), { replace });

  return (
    <Stack gap="5">
      <PageHeader title={a.grid.title} />
      <GridToolbar search={search} onChange={change} />
      {data.items.length === 0 ? (
        <p className={styles.empty}>{a.grid.empty}</p>
      ) : (
        <>
          <ul className={`${layout.bareList} ${styles.grid}`} aria-label={a.grid.table}>
            {data.items.map((agency) => (
              <li key={agency.id}>
                <AgencyCard
                  name={agency.name}
                  logoSrc={agency.logo ?? undefined}
                  country={agency.country || a.common.notAvailable}
                  countryLabel={a.common.country}
                  status={agency.status}
                  statusLabel={a.status[agency.status]}
                  statusTone={AGENCY_STATUS_TONE[agency.status]}
                  ratingLabel={a.grid.ratingLabel}
                  ratingText={
                    agency.rating === null ? a.grid.notRated : a.grid.rating(number(agency.rating))
                  }
                  viewLabel={a.common.view}
                  onView={() => setViewing(agency)}
                />
              </li>
            ))}
          </ul>
          <ServerPager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            shown={data.items.length}
            onPageChange={(page) => change({ ...search, page })}
          />
        </>
      )}
      {viewing && (
        <AgencyDetailsModal
          agency={viewing}
          onClose={() => setViewing(null)}
          onMoreView={onOpenAgency}
        />
      )}
    </Stack>
  );
}

/** The grid's search and country filter; Clear shows only while one of them is set. */
function GridToolbar({
  search,
  onChange,
}: {
  search: AgenciesSearch;
  onChange: (next: AgenciesSearch, replace?: boolean) => void;
}) {
  const { a, t } = useAgenciesText();
  return (
    <div className={list.toolbar}>
      <SearchBox
        label={a.grid.searchLabel}
        placeholder={a.grid.searchPlaceholder}
        clearLabel={t.common.clearSearch}
        value={search.search}
        onCommit={(value) => onChange({ ...search, search: value, page: undefined }, true)}
      />
      <CountryFilter
        countries={AGENCY_COUNTRIES}
        value={search.country}
        onChange={(country) => onChange({ ...search, country, page: undefined })}
      />
      {(search.search || search.country) && (
        <Button variant="secondary" onPress={() => onChange({})}>
          {a.common.clear}
        </Button>
      )}
    </div>
  );
}
