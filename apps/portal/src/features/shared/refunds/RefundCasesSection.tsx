import type { RefundCase } from '@bayti/data/contract';
import { Button, createColumnHelper, DataTable, StatusBadge } from '@bayti/ui';
import { Banknote } from 'lucide-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import layout from '../page/Page.module.css';
import { refundCasesQuery, type RefundViewer } from './queries';
import { RecordRefundDialog } from './RecordRefundDialog';
import styles from './RefundCases.module.css';
import { useRefundText, type RefundText } from './use-refund-text';

const column = createColumnHelper<RefundCase>();
const plain = { enableSorting: false } as const;

/** "9 days left", "Due today", "Overdue by 4 days" or "Paid on …": the server's count, in words. */
function countdown(text: RefundText, item: RefundCase) {
  const { t } = text;
  if (item.status === 'paid')
    return <StatusBadge tone="success">{t.paidOn(text.date(item.paidOn))}</StatusBadge>;
  const days = item.daysLeft ?? 0;
  if (item.overdue) return <StatusBadge tone="danger">{t.overdue(-days)}</StatusBadge>;
  return (
    <StatusBadge tone={days <= 3 ? 'warning' : 'info'}>
      {days === 0 ? t.dueToday : t.daysLeft(days)}
    </StatusBadge>
  );
}

function refundColumns(
  text: RefundText,
  viewer: RefundViewer,
  onRecord: (item: RefundCase) => void,
) {
  const { t } = text;
  const c = t.columns;
  const day = (key: 'returnedOn' | 'dueOn', header: string) =>
    column.accessor(key, {
      header,
      ...plain,
      cell: (i) => <span className={styles.nowrap}>{text.date(i.getValue())}</span>,
    });
  // What a reader acts on first (the countdown, the amount, the day) before who and why.
  return [
    column.accessor((row) => row.candidate.name, {
      id: 'candidate',
      header: c.candidate,
      ...plain,
    }),
    column.display({
      id: 'status',
      header: c.status,
      cell: ({ row: { original: item } }) => countdown(text, item),
    }),
    column.accessor('amountDue', {
      header: c.amountDue,
      ...plain,
      cell: ({ row: { original: item } }) => (
        <span className={styles.stack}>
          <span className={styles.nowrap}>{text.aed(item.amountDue)}</span>
          <span className={styles.muted}>
            {t.ofFee(text.aed(item.fee))} · {t.basis[item.basis]}
          </span>
        </span>
      ),
    }),
    day('dueOn', c.dueOn),
    column.accessor('reason', { header: c.reason, ...plain, cell: (i) => t.reasons[i.getValue()] }),
    day('returnedOn', c.returnedOn),
    ...(viewer === 'family'
      ? []
      : [column.accessor((row) => row.family.name, { id: 'family', header: c.family, ...plain })]),
    ...(viewer === 'agency'
      ? []
      : [
          column.accessor((row) => row.agency?.name ?? t.noAgency, {
            id: 'agency',
            header: c.agency,
            ...plain,
          }),
        ]),
    column.accessor((row) => row.replacement?.name ?? t.noReplacement, {
      id: 'replacement',
      header: c.replacement,
      ...plain,
    }),
    ...(viewer === 'family'
      ? []
      : [
          column.display({
            id: 'actions',
            header: c.actions,
            cell: ({ row: { original: item } }) =>
              item.status === 'open' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t.record.buttonFor(item.candidate.name)}
                  onPress={() => onRecord(item)}
                >
                  <Banknote aria-hidden size={16} />
                  {t.record.button}
                </Button>
              ) : null,
          }),
        ]),
  ];
}

export interface RefundCasesSectionProps {
  viewer: RefundViewer;
  /** The heading level of the section's title (2 on a page of its own, 3 under another). */
  level?: 2 | 3;
}

/**
 * Refund cases of returns within probation (docs/decisions/0026): the amount due and its basis,
 * the due date and the server's countdown or overdue flag, the replacement; totals due, overdue
 * and paid. The agency and the admin record a refund paid.
 */
export function RefundCasesSection({ viewer, level = 3 }: RefundCasesSectionProps) {
  const text = useRefundText();
  const { t } = text;
  const { data } = useSuspenseQuery(refundCasesQuery(viewer));
  const [recording, setRecording] = useState<RefundCase>();
  const [notice, setNotice] = useState('');
  const Heading = level === 2 ? 'h2' : 'h3';
  const title = { family: t.familyTitle, agency: t.agencyTitle, admin: t.adminTitle }[viewer];
  const hint = { family: t.familyHint, agency: t.agencyHint, admin: t.adminHint }[viewer];
  const { totals } = data;

  return (
    // Not a named region: the table inside is one, under the same name.
    <section className={styles.section}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.hint}>{hint}</p>
      <dl className={styles.totals} aria-label={t.totals.title}>
        {(
          [
            ['open', text.number(totals.open)],
            ['overdue', text.number(totals.overdue)],
            ['due', text.aed(totals.due)],
            ['paid', text.aed(totals.paid)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className={styles.total}>
            <dt>{t.totals[key]}</dt>
            <dd data-testid={`refund-total-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={layout.notice} role="status">
        {notice}
      </p>
      <DataTable
        label={t.table}
        columns={refundColumns(text, viewer, (item) => {
          setNotice('');
          setRecording(item);
        })}
        data={data.items}
        getRowId={(row) => String(row.id)}
        emptyText={t.empty}
      />
      {recording && (
        <RecordRefundDialog
          item={recording}
          onClose={() => setRecording(undefined)}
          onSaved={(saved) => {
            setRecording(undefined);
            setNotice(t.record.saved(saved.candidate.name));
          }}
        />
      )}
    </section>
  );
}
