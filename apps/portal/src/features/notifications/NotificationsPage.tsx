import { Button, FormMessage, NotificationList } from '@bayti/ui';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { failureMessage } from '../shared/error-message';
import { listItems } from '../shared/notifications/notification-items';
import {
  notificationPagesQuery,
  useMarkAllRead,
  useMarkRead,
} from '../shared/notifications/queries';
import styles from './NotificationsPage.module.css';

const MARK_ALL_FAILED = 'Failed to mark your notifications as read';
const LOAD_FAILED = 'Failed to load your notifications';

/** /notifications (signed in): every notification, newest first, older ones page by page. */
export function NotificationsPage() {
  const t = useMessages();
  const n = t.notifications;
  const locale = useAtomValue(localeAtom);
  const pages = useSuspenseInfiniteQuery(notificationPagesQuery());
  const markRead = useMarkRead();
  const markAll = useMarkAllRead(MARK_ALL_FAILED);
  const notifications = pages.data.pages.flatMap((page) => page.items);
  const unread = pages.data.pages[0]?.unread ?? 0;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="notifications-title">
        <header className={styles.header}>
          <h1 id="notifications-title" className={styles.title}>
            {n.title}
          </h1>
          <p className={styles.subtitle}>{n.page.subtitle}</p>
        </header>
        <div className={styles.pageActions}>
          <p className={styles.unread}>{unread > 0 ? n.page.unread(unread) : n.page.allRead}</p>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={unread === 0}
            isPending={markAll.isPending}
            onPress={() => markAll.mutate()}
          >
            {n.markAllRead}
          </Button>
        </div>
        <FormMessage tone="error" size="sm">
          {markAll.isError
            ? failureMessage(markAll.error, MARK_ALL_FAILED, n.markAllFailed)
            : undefined}
        </FormMessage>
        <NotificationList
          items={listItems(notifications, new Date(), locale)}
          label={n.page.list}
          unreadLabel={n.unread}
          empty={n.empty}
          onOpen={(item) => {
            if (item.unread) markRead.mutate([Number(item.id)]);
          }}
        />
        {pages.isFetchNextPageError && (
          <FormMessage tone="error" size="sm">
            {failureMessage(pages.error, LOAD_FAILED, n.loadFailed)}
          </FormMessage>
        )}
        {pages.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            isPending={pages.isFetchingNextPage}
            pendingLabel={n.page.loadingMore}
            onPress={() => void pages.fetchNextPage()}
          >
            {n.page.more}
          </Button>
        )}
      </section>
    </div>
  );
}
