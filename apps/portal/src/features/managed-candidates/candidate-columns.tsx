import type { ManagedCandidateRow, ManagedCandidateStatus } from '@bayti/data/contract';
import { Button, createColumnHelper, StatusBadge, type ColumnDef } from '@bayti/ui';
import styles from './ManagedCandidates.module.css';
import type { ManagedSide } from './queries';
import type { ManagedText } from './use-managed-text';

const column = createColumnHelper<ManagedCandidateRow>();

export type RowAction = 'edit' | 'view';

/** The columns both tables share, in the reader's language. The server sorts, so headers do not. */
function columnsOf(text: ManagedText) {
  const { t } = text;
  const c = t.columns;
  const plain = { enableSorting: false } as const;
  return {
    plain,
    name: column.accessor('name', { header: c.name, ...plain }),
    age: column.accessor('age', {
      header: c.age,
      ...plain,
      meta: { align: 'end' as const },
      cell: (info) => text.number(info.getValue()),
    }),
    gender: column.accessor('gender', {
      header: c.gender,
      ...plain,
      cell: (info) => text.gender(info.getValue()),
    }),
    nationality: (header: string = c.nationality) =>
      column.accessor('nationality', {
        id: 'nationality',
        header,
        ...plain,
        cell: (info) => text.nationality(info.getValue()),
      }),
    status: column.accessor('status', {
      header: c.status,
      ...plain,
      cell: (info) => (
        <StatusBadge status={info.getValue()} size="sm">
          {t.status[info.getValue()]}
        </StatusBadge>
      ),
    }),
    selectionType: column.accessor('selectionType', {
      header: c.selectionType,
      ...plain,
      cell: (info) => text.text(info.getValue()),
    }),
  };
}

/**
 * The All Candidates columns for a tab: all adds the status; interviewed (and scheduled) the
 * status, date and time; selected the selection type and date. An agency's table adds experience,
 * core skills and the last update. The server sorts, so the headers do not.
 */
export function candidateColumns(
  text: ManagedText,
  side: ManagedSide,
  tab: ManagedCandidateStatus | 'all',
  onAction: (row: ManagedCandidateRow, action: RowAction) => void,
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): ColumnDef<ManagedCandidateRow, any>[] {
  const { t } = text;
  const c = t.columns;
  const shared = columnsOf(text);
  const { plain } = shared;
  const identity = [
    shared.name,
    column.accessor('position', {
      header: c.position,
      ...plain,
      cell: (info) => text.position(info.getValue()),
    }),
    shared.age,
    shared.gender,
    shared.nationality(),
  ];
  const status = shared.status;
  const interview = [
    column.accessor('interviewDate', {
      header: c.date,
      ...plain,
      cell: (info) => text.date(info.getValue()),
    }),
    column.accessor('interviewTime', {
      header: c.time,
      ...plain,
      cell: (info) => text.text(info.getValue()),
    }),
  ];
  const selection = [
    shared.selectionType,
    column.accessor('selectionDate', {
      header: c.selectionDate,
      ...plain,
      cell: (info) => text.date(info.getValue()),
    }),
  ];
  const agencyExtras =
    side === 'agency'
      ? [
          column.accessor('experience', { header: c.experience, ...plain }),
          column.accessor('coreSkills', {
            header: c.coreSkills,
            ...plain,
            cell: (info) =>
              info.getValue().length === 0
                ? t.common.none
                : info.getValue().map(text.coreSkill).join(', '),
          }),
          column.accessor('lastUpdated', {
            header: c.lastUpdated,
            ...plain,
            cell: (info) => text.date(info.getValue()),
          }),
        ]
      : [];
  const actions = column.display({
    id: 'actions',
    header: t.list.actions,
    cell: ({ row }) => (
      <div
        className={styles.rowActions}
        role="group"
        aria-label={t.list.rowActions(row.original.name)}
      >
        <Button size="sm" variant="secondary" onPress={() => onAction(row.original, 'edit')}>
          {t.list.edit}
        </Button>
        <Button size="sm" variant="ghost" onPress={() => onAction(row.original, 'view')}>
          {t.list.viewDetails}
        </Button>
      </div>
    ),
  });

  const middle =
    tab === 'all'
      ? [status]
      : tab === 'interviewed' || tab === 'scheduled'
        ? [status, ...interview]
        : tab === 'selected'
          ? selection
          : [];
  return [...identity, ...middle, ...agencyExtras, actions];
}

/** The tabs of a position page and the status each lists. */
export const POSITION_PAGE_TABS = [
  'all',
  'shortlisted',
  'interviewed',
  'selected',
  'hired',
  'returned',
  'rejected',
  'replaced',
] as const;
export type PositionPageTab = (typeof POSITION_PAGE_TABS)[number];

/**
 * A position page's columns: all shows the status; interview shows the country (the
 * nationality) and the status; selected the selection type; the others none of these.
 */
export function positionColumns(
  text: ManagedText,
  tab: PositionPageTab,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): ColumnDef<ManagedCandidateRow, any>[] {
  const c = text.t.columns;
  const shared = columnsOf(text);
  const base = [shared.name, shared.age, shared.gender];
  if (tab === 'all') return [...base, shared.nationality(), shared.status];
  if (tab === 'interviewed') return [...base, shared.nationality(c.country), shared.status];
  if (tab === 'selected') return [...base, shared.nationality(), shared.selectionType];
  return [...base, shared.nationality()];
}
