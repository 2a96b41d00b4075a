import { DataTable, type DataTableProps } from '@bayti/ui';
import { QueryError, ServerPager } from './OfficeToolbar';
import { useOfficeText } from './use-office-text';

/** One page of a list the server pages. */
export interface ServerPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OfficeTableProps<Row> extends Omit<
  DataTableProps<Row>,
  'data' | 'isLoading' | 'loadingText'
> {
  /** The answer's page; undefined while it loads. */
  data: ServerPage<Row> | undefined;
  /**
   * Why the list could not load, shown with a retry while there is no page to show; left out
   * where the page shows the error itself.
   */
  error?: unknown;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
}

/**
 * A back-office table the server pages: the rows (a loading row until the first page) and the
 * pager under them, or the error with a way to try again.
 */
export function OfficeTable<Row>({
  data,
  error,
  onRetry,
  onPageChange,
  ...table
}: OfficeTableProps<Row>) {
  const { t } = useOfficeText();
  if (error && !data && onRetry) return <QueryError error={error} onRetry={onRetry} />;
  return (
    <>
      <DataTable
        {...table}
        data={data?.items ?? []}
        isLoading={!data}
        loadingText={t.common.loading}
      />
      {data && (
        <ServerPager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          shown={data.items.length}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}
