import { Button, Pagination, SearchField } from '@bayti/ui';
import { useEffect, useState } from 'react';
import { failureMessage } from '../shared/error-message';
import styles from './ManagedCandidates.module.css';
import { useManagedText } from './use-managed-text';

/** How long typing may pause before a search reaches the URL (and the server). */
const SEARCH_DELAY_MS = 300;

/** The search box: the URL's search, written once typing pauses (or on Enter). */
export function DeferredSearch({
  label,
  placeholder,
  value = '',
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}) {
  const { t } = useManagedText();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed elsewhere (Clear, Back): show its search.
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === shown) return;
    const timer = setTimeout(() => onCommit(draft.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, shown, onCommit]);
  return (
    <SearchField
      className={styles.search}
      aria-label={label}
      placeholder={placeholder}
      clearLabel={t.common.clearSearch}
      maxLength={100}
      value={draft}
      onChange={setDraft}
      onSubmit={() => onCommit(draft.trim() || undefined)}
    />
  );
}

/** Under a table the server pages: "Showing 1 to N of N entries" and the pager. */
export function ServerPager({
  page,
  pageSize,
  total,
  shown,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPageChange: (page: number) => void;
}) {
  const { t, number } = useManagedText();
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={styles.footer}>
      <p className={styles.muted} aria-live="polite">
        {t.common.showing(number(from), number(to), number(total))}
      </p>
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={t.common.pages}
          previousLabel={t.common.previous}
          nextLabel={t.common.next}
          pageLabel={(n) => t.common.page(number(n))}
          ellipsisLabel={t.common.morePages}
        />
      )}
    </div>
  );
}

/** A list that could not load: the server's message (or ours) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useManagedText();
  return (
    <div role="alert" className={styles.alert}>
      <p>{failureMessage(error, 'Request failed', t.common.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  );
}
