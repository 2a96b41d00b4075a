import { PageHeader, Stack } from '@bayti/ui';
import type { ReactNode } from 'react';
import layout from '../../shared/page/Page.module.css';
import { OfficeTable, type OfficeTableProps } from '../office/OfficeTable';

export interface ModerationQueueProps<Row> extends Omit<OfficeTableProps<Row>, 'getRowId'> {
  title: string;
  intro: string;
  /** What the last action did, said once it is stored. */
  notice: string;
  /** What comes before the table (e.g. the urgent reports above the families'). */
  lead?: ReactNode;
  /** The queue's dialogs. */
  children?: ReactNode;
}

/**
 * A moderation queue's page: its title and what it holds, the last action's notice, anything that
 * leads the table, the table.
 */
export function ModerationQueue<Row extends { id: number }>({
  title,
  intro,
  notice,
  lead,
  children,
  ...table
}: ModerationQueueProps<Row>) {
  return (
    <Stack gap="5">
      <PageHeader title={title} description={intro} />
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {lead}
      <OfficeTable {...table} getRowId={(row) => String(row.id)} />
      {children}
    </Stack>
  );
}
