import type { DownloadedFile } from '@bayti/data/client';
import { Button, type ColumnDef } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../../shared/error-message';
import layout from '../../shared/page/Page.module.css';
import styles from '../office/Office.module.css';
import list from '../../shared/list/List.module.css';
import { OfficeTable, type ServerPage } from '../office/OfficeTable';
import { OfficeToolbar } from '../office/OfficeToolbar';
import { saveFile } from '../../shared/save-file';
import { parseAccountsSearch, type AccountsSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText } from '../office/use-office-text';

export interface AccountsTableProps<Row extends { id: number }> {
  title: string;
  label: string;
  searchLabel: string;
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  data: ServerPage<Row>;
  search: AccountsSearch;
  onSearchChange: SearchChange<AccountsSearch>;
  /** The download button's text, e.g. "Order Download". */
  downloadLabel: string;
  /** Fetches the CSV of the searched rows (every page). */
  download: (search: AccountsSearch) => Promise<DownloadedFile>;
  /** The file's name when the server names none. */
  fileName: string;
  /** The client's English message for a failed download, shown in the reader's language. */
  downloadFailure: string;
  /** Shown above the table, e.g. the result of recording a payment. */
  notice?: ReactNode;
  /** The rows are the last search's while the next one loads. */
  isUpdating?: boolean;
}

/**
 * Orders and Invoice: search on the server, Clear, pages, and the download of the searched
 * rows as a CSV file, fetched with the session's token and saved by the browser.
 */
export function AccountsTable<Row extends { id: number }>({
  title,
  label,
  searchLabel,
  columns,
  data,
  search,
  onSearchChange,
  downloadLabel,
  download,
  fileName,
  downloadFailure,
  notice,
  isUpdating,
}: AccountsTableProps<Row>) {
  const { t } = useOfficeText();
  const change = (next: AccountsSearch, replace = false) =>
    onSearchChange(parseAccountsSearch(next), { replace });
  const saving = useMutation({
    mutationFn: () => download({ search: search.search }),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? fileName),
  });

  return (
    <div className={`${layout.column} ${list.page}`}>
      <h2 className={list.title}>{title}</h2>
      <OfficeToolbar
        searchLabel={searchLabel}
        searchPlaceholder={t.accounts.searchPlaceholder}
        search={search.search}
        onSearch={(value) => change({ search: value }, true)}
        canClear={Boolean(search.search)}
        onClear={() => change({})}
        actions={
          <Button
            variant="secondary"
            onPress={() => saving.mutate()}
            isPending={saving.isPending}
            pendingLabel={downloadLabel}
          >
            {downloadLabel}
          </Button>
        }
      />
      {saving.isError && (
        <p role="alert" className={`${layout.alert} ${styles.alert}`}>
          {failureMessage(saving.error, downloadFailure, t.common.downloadFailed)}
        </p>
      )}
      <div role="status" className={layout.notice}>
        {notice}
      </div>
      <OfficeTable
        isUpdating={isUpdating}
        label={label}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText={t.common.noResult}
        data={data}
        onPageChange={(page) => change({ ...search, page })}
      />
    </div>
  );
}
