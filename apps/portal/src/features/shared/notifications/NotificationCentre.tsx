import { Button, NotificationBell, NotificationList, Spinner } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { userAtom } from '../../../state/session';
import { messagesPathOf, messagesUnreadQuery } from '../conversations/unread';
import { formatNumber } from '../format';
import { failureMessage } from '../error-message';
import { QueryError } from '../QueryError';
import styles from './Notifications.module.css';
import { listItems } from './notification-items';
import { latestQuery, unreadCountQuery, useMarkAllRead, useMarkRead } from './queries';

const MARK_ALL_FAILED = 'Failed to mark your notifications as read';

/**
 * The bell of every signed-in header: the unread count (refreshed each minute and on focus),
 * the latest notifications when opened (each opens its link and is marked read), Mark all as
 * read, and See all (/notifications).
 */
export function NotificationCentre() {
  const t = useMessages();
  const n = t.notifications;
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const unreadNotifications = useQuery(unreadCountQuery()).data?.unread ?? 0;
  // New messages reach the bell as one "new message" notification per thread (read with the
  // thread, docs/decisions/0030); the panel links to the role's Messages with their unread count.
  const role = useAtomValue(userAtom)?.role;
  const messagesPath = role ? messagesPathOf(role) : null;
  const unreadMessages =
    useQuery({ ...messagesUnreadQuery(), enabled: messagesPath !== null }).data?.unread ?? 0;
  const unread = unreadNotifications;
  const latest = useQuery({ ...latestQuery(), enabled: isOpen });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead(MARK_ALL_FAILED);

  return (
    <NotificationBell
      count={unread}
      label={n.bell(unread)}
      title={n.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) markAll.reset();
      }}
      footer={
        <div className={styles.footer}>
          {markAll.isError && (
            <p role="alert" className={styles.error}>
              {failureMessage(markAll.error, MARK_ALL_FAILED, n.markAllFailed)}
            </p>
          )}
          <Button
            size="sm"
            variant="ghost"
            isDisabled={unreadNotifications === 0}
            isPending={markAll.isPending}
            onPress={() => markAll.mutate()}
          >
            {n.markAllRead}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              setOpen(false);
              void navigate({ to: '/notifications' });
            }}
          >
            {n.seeAll}
          </Button>
          {messagesPath !== null && unreadMessages > 0 && (
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                setOpen(false);
                void navigate({ to: messagesPath });
              }}
            >
              {t.dashboard.messagesCount(formatNumber(unreadMessages, locale))}
            </Button>
          )}
        </div>
      }
    >
      {(close) =>
        latest.isPending ? (
          <Spinner label={t.route.loading} className={styles.pending} />
        ) : latest.isError ? (
          <QueryError
            error={latest.error}
            onRetry={() => void latest.refetch()}
            text={{ loadFailed: n.loadFailed, retry: t.route.retry }}
          />
        ) : (
          <NotificationList
            items={listItems(latest.data.items, new Date(), locale)}
            label={n.latest}
            unreadLabel={n.unread}
            empty={n.empty}
            onOpen={(item) => {
              if (item.unread) markRead.mutate([Number(item.id)]);
              close();
            }}
          />
        )
      }
    </NotificationBell>
  );
}
