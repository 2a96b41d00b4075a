import { Button, Pagination } from '@bayti/ui';
import styles from './AgencyOps.module.css';
import { useOpsText } from './use-ops-text';

/** "Showing 1 to 12 of 30 entries" and the pager under a table of the agency screens. */
export function PageFooter({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number | undefined) => void;
}) {
  const { t } = useOpsText();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <>
      {total > 0 && <p className={styles.muted}>{t.common.showing(from, to, total)}</p>}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        onPageChange={(next) => onPageChange(next === 1 ? undefined : next)}
        label={t.common.pagination}
        previousLabel={t.common.previous}
        nextLabel={t.common.next}
      />
    </>
  );
}

/** Cancel and the submit button of a dialog's form. */
export function FormDialogFooter({
  formId,
  isPending,
  confirm,
  onCancel,
}: {
  formId: string;
  isPending: boolean;
  confirm: string;
  onCancel: () => void;
}) {
  const { t } = useOpsText();
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        {t.common.cancel}
      </Button>
      <Button type="submit" form={formId} isPending={isPending} pendingLabel={t.common.saving}>
        {confirm}
      </Button>
    </div>
  );
}
