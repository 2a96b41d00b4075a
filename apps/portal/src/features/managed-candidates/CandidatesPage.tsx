import {
  MANAGED_CANDIDATE_SORTS,
  MANAGED_CANDIDATE_STATUSES,
  type Id,
  type ManagedCandidateRow,
  type ManagedCandidateSort,
  type ManagedCandidateStatus,
} from '@bayti/data/contract';
import { Button, Menu, MenuItem, MenuTrigger } from '@bayti/ui';
import { ArrowUpDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { CandidateProfileDialog, type ProfileDialogMode } from './CandidateProfileDialog';
import { candidateColumns, type RowAction } from './candidate-columns';
import { ManagedDateFilter, ManagedToolbar, ManagedTable, type ManagedList } from './ListParts';
import styles from './ManagedCandidates.module.css';
import layout from '../shared/page/Page.module.css';
import list from '../shared/list/List.module.css';
import { managedListQuery, type ManagedSide } from './queries';
import { withManaged, type ManagedSearch, type SearchChange } from './search';
import { useManagedText } from './use-managed-text';
import { useShownQuery } from '../shared/list/use-shown-query';

export interface CandidatesPageProps {
  /** 'admin': every candidate; 'agency': the signed-in agency's own. */
  side: ManagedSide;
  /** The validated search params (or a panel's own state). */
  search: ManagedSearch;
  onSearchChange: SearchChange<ManagedSearch>;
}

type Tab = ManagedCandidateStatus | 'all';
const TABS: readonly Tab[] = ['all', ...MANAGED_CANDIDATE_STATUSES];

/**
 * All Candidates, for the admin and for agencies: Add New Candidate, search, a date filter
 * (interview or selection date), the Sort menu, Clear (search and date), status tabs with the
 * count on the active one, tab-dependent columns, Edit and View Details per row. The server
 * searches, sorts and pages; every filter lives in the URL.
 */
export function CandidatesPage({ side, search, onSearchChange }: CandidatesPageProps) {
  // The route loaded the first page; another tab, search, sort or page loads while the current
  // rows stay on screen.
  const { data, isUpdating } = useShownQuery(search, (shown) => managedListQuery(side, shown));
  return (
    <CandidatesList
      side={side}
      search={search}
      onSearchChange={onSearchChange}
      rows={{ data, isUpdating }}
    />
  );
}

/**
 * All Candidates' tools over a list: the route's page, or the admin's agency tab's own read
 * (`agencyId`: only that agency's candidates; new ones are given to it).
 */
export function CandidatesList({
  side,
  search,
  onSearchChange,
  agencyId,
  rows,
}: CandidatesPageProps & { agencyId?: Id; rows: ManagedList }) {
  const text = useManagedText();
  const { t } = text;
  const [dialog, setDialog] = useState<{ mode: ProfileDialogMode; id: Id | null } | null>(null);
  const [notice, setNotice] = useState('');
  const tab: Tab = search.status ?? 'all';

  const onAction = (row: ManagedCandidateRow, action: RowAction) => {
    setNotice('');
    setDialog({ mode: action, id: row.id });
  };

  return (
    <div className={`${layout.column} ${list.page}`}>
      <div className={layout.spread}>
        {/* The dashboard's header carries the page title (All Candidates). */}
        <span />
        <Button
          onPress={() => {
            setNotice('');
            setDialog({ mode: 'add', id: null });
          }}
        >
          <Plus aria-hidden size={16} />
          {t.list.add}
        </Button>
      </div>
      <ManagedToolbar
        label={t.list.searchLabel}
        placeholder={t.list.searchPlaceholder}
        search={search}
        onSearchChange={onSearchChange}
        filters={
          <>
            <ManagedDateFilter search={search} onSearchChange={onSearchChange} />
            <MenuTrigger>
              <Button variant="secondary">
                <ArrowUpDown aria-hidden size={16} />
                {search.sort ? `${t.list.sort}: ${t.list.sorts[search.sort]}` : t.list.sort}
              </Button>
              <Menu
                aria-label={t.list.sortLabel}
                selectionMode="single"
                selectedKeys={search.sort ? [search.sort] : []}
                onAction={(key) =>
                  onSearchChange(withManaged(search, { sort: key as ManagedCandidateSort }))
                }
              >
                {MANAGED_CANDIDATE_SORTS.map((option) => (
                  <MenuItem key={option} id={option}>
                    {t.list.sorts[option]}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          </>
        }
      />
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <ManagedTable
        label={t.list.table}
        columns={candidateColumns(text, side, tab, onAction)}
        rows={rows}
        tabs={TABS.map((id) => ({ id, label: id === 'all' ? t.list.all : t.status[id] }))}
        search={search}
        onSearchChange={onSearchChange}
        emptyText={t.common.empty}
      />
      {dialog && (
        <CandidateProfileDialog
          side={side}
          mode={dialog.mode}
          candidateId={dialog.id}
          agencyId={agencyId ?? null}
          onClose={() => setDialog(null)}
          onSaved={(saved, warning) => {
            setDialog(null);
            const name = [saved.profile.firstName, saved.profile.lastName].join(' ');
            setNotice(warning ?? t.list.saved(name));
          }}
        />
      )}
    </div>
  );
}
