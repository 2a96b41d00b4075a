import { errorMessageOf } from '@bayti/data/client';
import { Button } from '@bayti/ui';
import { ListToolbar, type ListToolbarProps } from '../../shared/list/ListToolbar';
import {
  ServerPager as SharedServerPager,
  type ServerPagerProps,
} from '../../shared/list/ServerPager';
import layout from '../../shared/page/Page.module.css';
import styles from './Office.module.css';
import { useOfficeText } from './use-office-text';

/** A back-office table's toolbar: search, filters, Clear and actions, in the office's words. */
export function OfficeToolbar(props: Omit<ListToolbarProps, 'text'>) {
  const { t } = useOfficeText();
  return <ListToolbar {...props} text={t.common} />;
}

/** Under a table the server pages: "Showing 1 to N of N entries" and the pager. */
export function ServerPager(props: Omit<ServerPagerProps, 'text' | 'number'>) {
  const { t, number } = useOfficeText();
  return <SharedServerPager {...props} text={t.common} number={number} />;
}

/** A section that could not load: the server's message (or ours) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useOfficeText();
  return (
    <div role="alert" className={`${layout.alert} ${styles.alert}`}>
      <p>{errorMessageOf(error, t.common.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  );
}
