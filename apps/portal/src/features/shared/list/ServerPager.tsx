import { Pagination } from '@bayti/ui';
import layout from '../page/Page.module.css';
import styles from './List.module.css';

/** The pager's words, as each area's messages spell them. */
export interface PagerText {
  showing: (total: number, range: { from: number; to: number }) => string;
  pages: string;
  previous: string;
  next: string;
  page: (page: string) => string;
  morePages: string;
}

export interface ServerPagerProps {
  /** The page meta of the answer. */
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPageChange: (page: number) => void;
  text: PagerText;
  /** Writes a number in the reader's digits. */
  number: (value: number) => string;
}

/** Under a table the server pages: "Showing 1 to N of N entries" and the pager. */
export function ServerPager({
  page,
  pageSize,
  total,
  shown,
  onPageChange,
  text,
  number,
}: ServerPagerProps) {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={layout.spread}>
      <p className={styles.muted} aria-live="polite">
        {text.showing(total, { from, to })}
      </p>
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={text.pages}
          previousLabel={text.previous}
          nextLabel={text.next}
          pageLabel={(n) => text.page(number(n))}
          ellipsisLabel={text.morePages}
        />
      )}
    </div>
  );
}
