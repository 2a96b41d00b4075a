import type { EmployerPipelineCandidate, PositionListStatus } from '@bayti/data/contract';
import {
  Avatar,
  Button,
  createColumnHelper,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  StatusBadge,
  type ColumnDef,
} from '@bayti/ui';
import { ChevronDown } from 'lucide-react';
import styles from '../shared/EmployerPage.module.css';
import type { EmployerText } from '../use-employer-text';
import { OfferState } from './OfferState';
import { AppliedMark } from './AppliedMark';
import table from './PipelineTable.module.css';
import { rowActions, type RowAction } from './row-actions';

const column = createColumnHelper<EmployerPipelineCandidate>();

/** The label of an action in a row's menu: moving to the same status changes its details. */

/**
 * Message is offered while she is on the public list (a conversation starts with a listed worker;
 * decision 0030): not once she is hired, by this family or another.
 */
const mayWrite = (entry: EmployerPipelineCandidate) => entry.available && entry.status !== 'hired';

export function moveLabel(text: EmployerText, entry: EmployerPipelineCandidate, action: RowAction) {
  const m = text.t.move;
  if (action === 'offer') return text.messages.offers.family.send;
  if (action === 'withdraw') return text.messages.offers.family.withdraw;
  if (action === 'message') return text.messages.candidates.profile.message;
  if (action === 'interview') return entry.status === 'interview' ? m.reschedule : m.interview;
  if (action === 'select') return entry.status === 'selected' ? m.reselect : m.select;
  return m[action];
}

/**
 * The Candidates table's columns for a status tab: all adds the status, with the latest offer (or
 * "No longer available") under it; interview its date and time; selected and hired the selection
 * type and date; shortlisted, interview, selected and hired an Offer column; a position list's
 * Returns and Replaced the hire, return and replacement days. The server sorts and filters, so
 * the headers do not.
 */
export function pipelineColumns(
  text: EmployerText,
  tab: PositionListStatus | 'all',
  onMove: (entry: EmployerPipelineCandidate, action: RowAction) => void,
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): ColumnDef<EmployerPipelineCandidate, any>[] {
  const { t } = text;
  const c = t.candidates.columns;
  const plain = { enableSorting: false } as const;
  const numeric = { ...plain, meta: { align: 'end' as const } };

  const identity = [
    column.accessor('slNo', {
      header: t.common.slNo,
      cell: (info) => text.number(info.getValue()),
      ...numeric,
    }),
    column.accessor('name', {
      header: c.name,
      ...plain,
      cell: ({ row }) => (
        <>
          <span className={styles.nameCell}>
            <Avatar
              name={row.original.name}
              src={row.original.avatar ?? undefined}
              alt=""
              size="sm"
            />
            <Link href={`/candidates/${row.original.candidateId}`} variant="standalone">
              {row.original.name}
            </Link>
          </span>
          {/* She applied to one of the family's job posts (docs/decisions/0034). */}
          {row.original.application && (
            <AppliedMark application={row.original.application} text={text} />
          )}
        </>
      ),
    }),
    column.accessor('position', {
      header: c.position,
      cell: (info) => text.position(info.getValue()),
      ...plain,
    }),
    column.accessor('age', {
      header: c.age,
      cell: (info) => text.number(info.getValue()),
      ...numeric,
    }),
    column.accessor('gender', {
      header: c.gender,
      cell: (info) => text.gender(info.getValue()),
      ...plain,
    }),
    column.accessor('nationality', {
      header: c.nationality,
      cell: (info) => text.nationality(info.getValue()),
      ...plain,
    }),
  ];
  const now = new Date();
  const status = column.accessor('status', {
    header: c.status,
    ...plain,
    cell: ({ row }) => {
      const entry = row.original;
      const badge = <StatusBadge status={entry.status}>{t.status[entry.status]}</StatusBadge>;
      // The All tab has no room for an Offer column: the offer sits under the status.
      if (!entry.offer && entry.available) return badge;
      return (
        <span className={table.statusCell}>
          {badge}
          <OfferState entry={entry} text={text} now={now} />
        </span>
      );
    },
  });
  const interview = [
    column.accessor('interviewDate', {
      header: c.interviewDate,
      cell: (info) => text.date(info.getValue()),
      ...plain,
    }),
    column.accessor('interviewTime', {
      header: c.interviewTime,
      cell: (info) => text.time(info.getValue()),
      ...plain,
    }),
  ];
  const selection = [
    column.accessor('selectionType', {
      header: c.selectionType,
      ...plain,
      cell: (info) => {
        const value = info.getValue();
        return value
          ? (t.selectionType[value as keyof typeof t.selectionType] ?? value)
          : t.common.none;
      },
    }),
    column.accessor('selectionDate', {
      header: c.selectionDate,
      cell: (info) => text.date(info.getValue()),
      ...plain,
    }),
  ];
  const p = t.positions;
  const afterHire = [
    column.accessor('hiredOn', {
      header: p.hiredOn,
      cell: (info) => text.date(info.getValue()),
      ...plain,
    }),
    column.accessor('returnedOn', {
      header: p.returnedOn,
      cell: (info) => text.date(info.getValue()),
      ...plain,
    }),
  ];
  const replacedOn = column.accessor('replacedOn', {
    header: p.replacedOn,
    cell: (info) => text.date(info.getValue()),
    ...plain,
  });
  const offer = column.display({
    id: 'offer',
    header: text.messages.offers.family.column,
    cell: ({ row }) => <OfferState entry={row.original} text={text} now={now} />,
  });
  const actions = column.display({
    id: 'actions',
    header: c.actions,
    cell: ({ row }) => {
      const entry = row.original;
      const moves = rowActions(entry);
      if (moves.length === 0) return <span className={styles.muted}>{t.candidates.noActions}</span>;
      return (
        <MenuTrigger>
          <Button size="sm" variant="secondary" aria-label={t.candidates.actionsFor(entry.name)}>
            {c.actions}
            <ChevronDown aria-hidden size={16} />
          </Button>
          <Menu onAction={(id) => onMove(entry, id as RowAction)}>
            {(mayWrite(entry) ? [...moves, 'message' as const] : moves).map((action) => (
              <MenuItem
                key={action}
                id={action}
                variant={action === 'reject' || action === 'withdraw' ? 'danger' : 'default'}
              >
                {moveLabel(text, entry, action)}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      );
    },
  });

  if (tab === 'all') return [...identity, status, ...interview, actions];
  if (tab === 'interview') return [...identity, ...interview, offer, actions];
  if (tab === 'selected' || tab === 'hired') return [...identity, ...selection, offer, actions];
  if (tab === 'returns') return [...identity, ...afterHire, actions];
  if (tab === 'replaced') return [...identity, ...afterHire, replacedOn, actions];
  if (tab === 'shortlisted') return [...identity, offer, actions];
  return [...identity, actions];
}
