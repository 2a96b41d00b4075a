import { ListToolbar, type ListToolbarProps } from '../../shared/list/ListToolbar';
import {
  ServerPager as SharedServerPager,
  type ServerPagerProps,
} from '../../shared/list/ServerPager';
import { QueryError as SharedQueryError, type QueryErrorProps } from '../../shared/QueryError';
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

/** A back-office section that could not load, with a way to try again. */
export function QueryError(props: Omit<QueryErrorProps, 'text' | 'className'>) {
  const { t } = useOfficeText();
  return <SharedQueryError {...props} text={t.common} className={styles.alert} />;
}
