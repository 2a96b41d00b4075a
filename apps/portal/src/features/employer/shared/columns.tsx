import { createColumnHelper, type ColumnDef } from '@bayti/ui';
import type { EmployerText } from '../use-employer-text';

/** Sl/No.: the row's place in the list, in the reader's digits. */
export function serialColumn<Row>({ t, number }: EmployerText): ColumnDef<Row, unknown> {
  return createColumnHelper<Row>().display({
    id: 'slNo',
    header: t.common.slNo,
    cell: ({ row }) => number(row.index + 1),
    meta: { align: 'end' },
  });
}
