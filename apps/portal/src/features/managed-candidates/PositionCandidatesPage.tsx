import { Button } from '@bayti/ui';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { POSITION_PAGE_TABS, positionColumns, type PositionPageTab } from './candidate-columns';
import { ManagedDateFilter, ManagedToolbar, ManagedTable } from './ListParts';
import layout from '../shared/page/Page.module.css';
import list from '../shared/list/List.module.css';
import { managedListQuery, type ManagedSide } from './queries';
import type { ManagedSearch, SearchChange } from './search';
import { useManagedText } from './use-managed-text';
import { useShownQuery } from '../shared/list/use-shown-query';

export interface PositionCandidatesPageProps {
  side: ManagedSide;
  /** The position's name (a Manage Positions entry), from the route. */
  position: string;
  search: ManagedSearch;
  onSearchChange: SearchChange<ManagedSearch>;
}

const isPositionTab = (status: string | undefined): status is PositionPageTab =>
  status !== undefined && (POSITION_PAGE_TABS as readonly string[]).includes(status);

/**
 * A position page: the candidates applying for one position, with search ('Search for Name,
 * Age, Gender'), Filters (the date filter), Clear, and the tabs All, Shortlisted, Interview,
 * Selected, Hired, Returns, Rejected, Replaced, each with its own columns.
 */
export function PositionCandidatesPage({
  side,
  position,
  search,
  onSearchChange,
}: PositionCandidatesPageProps) {
  const text = useManagedText();
  const { t } = text;
  const tab: PositionPageTab = isPositionTab(search.status) ? search.status : 'all';
  const view: ManagedSearch = { ...search, status: tab === 'all' ? undefined : tab };
  // The route loaded the first page; another tab, search or page loads while the current rows
  // stay on screen.
  const { data, isUpdating } = useShownQuery(view, (shown) =>
    managedListQuery(side, shown, { position }),
  );
  const [showFilters, setShowFilters] = useState(Boolean(search.date));
  const name = text.position(position);

  return (
    <div className={`${layout.column} ${list.page}`}>
      <ManagedToolbar
        label={t.position.searchLabel}
        placeholder={t.position.searchPlaceholder}
        search={search}
        onSearchChange={onSearchChange}
        filters={
          <>
            <Button
              variant="secondary"
              aria-expanded={showFilters}
              onPress={() => setShowFilters((open) => !open)}
            >
              <SlidersHorizontal aria-hidden size={16} />
              {t.position.filters}
            </Button>
            {showFilters && <ManagedDateFilter search={search} onSearchChange={onSearchChange} />}
          </>
        }
      />
      <ManagedTable
        label={t.position.table(name)}
        columns={positionColumns(text, tab)}
        rows={{ data, isUpdating }}
        tabs={POSITION_PAGE_TABS.map((id) => ({ id, label: t.position.tabs[id] }))}
        search={view}
        onSearchChange={onSearchChange}
        emptyText={t.common.noResult}
      />
    </div>
  );
}
