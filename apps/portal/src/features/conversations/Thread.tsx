import type { ConversationSummary } from '@bayti/data/contract';
import { conversationsRoutes } from '@bayti/data/contract/routes/conversations';
import { ActionMenu, Button, Link, Spinner, type ActionMenuItem } from '@bayti/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, EllipsisVertical } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { QueryError } from '../shared/QueryError';
import { Composer } from './Composer';
import { groupMessages, lastOwnMessageId } from './message-groups';
import { MessageWarning } from './MessageWarning';
import { refreshConversation, threadQuery } from './queries';
import { ReportDialog } from './ReportDialog';
import type { ConversationText } from './use-conversation-text';
import styles from './Conversations.module.css';

const ACTION_FAILED = 'That did not work. Please try again.';

export interface ThreadProps {
  id: number;
  /** Where Back leads on a phone: the inbox. */
  backHref: string;
  text: ConversationText;
}

/** Why the reader cannot write, or undefined when she can. */
function writeBlockReason(conversation: ConversationSummary, text: ConversationText) {
  const t = text.c.composer;
  if (conversation.blockedByMe) return t.blockedByMe;
  return conversation.blocked ? t.blocked : t.closed;
}

/**
 * One conversation: its header (who, about whom, Block or Unblock and Report), the messages oldest
 * first in groups by sender with the scam guard's warnings and "Seen" under the reader's last one
 * read, "Load earlier messages", and the composer. Opening it marks it read.
 */
export function Thread({ id, backHref, text }: ThreadProps) {
  const { c } = text;
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(threadQuery(id));
  const [reporting, setReporting] = useState(false);
  const [actionError, setActionError] = useState('');
  const latest = thread.data?.pages[0];
  const conversation = latest?.conversation;

  const read = useMutation({
    mutationFn: () => apiCall(conversationsRoutes.readConversation, { params: { id } }),
    onSuccess: () => refreshConversation(queryClient, id),
  });
  const unread = conversation?.unread ?? 0;
  const markRead = read.mutate;
  // Read when someone can see it: a thread left open in a background tab must not tell the other
  // side "Seen", nor clear the badge of a message nobody has read.
  useEffect(() => {
    if (unread === 0) return;
    const readIfSeen = () => {
      if (document.visibilityState === 'visible') markRead();
    };
    readIfSeen();
    document.addEventListener('visibilitychange', readIfSeen);
    return () => document.removeEventListener('visibilitychange', readIfSeen);
  }, [id, unread, markRead]);

  const block = useMutation({
    mutationFn: (blocking: boolean) =>
      apiCall(
        blocking ? conversationsRoutes.blockConversation : conversationsRoutes.unblockConversation,
        { params: { id } },
        { fallbackMessage: ACTION_FAILED },
      ),
    onMutate: () => setActionError(''),
    onSuccess: () => refreshConversation(queryClient, id),
    onError: (error) => setActionError(failureMessage(error, ACTION_FAILED, c.menu.failed)),
  });

  const messages = useMemo(
    () => (thread.data ? [...thread.data.pages].reverse().flatMap((page) => page.messages) : []),
    [thread.data],
  );
  const groups = useMemo(() => groupMessages(messages), [messages]);

  if (thread.isPending) return <Spinner label={text.common.loading} className={styles.pending} />;
  if (thread.isError || !latest || !conversation) {
    return (
      <QueryError
        error={thread.error}
        onRetry={() => void thread.refetch()}
        text={{ loadFailed: c.loadFailed, retry: text.common.retry }}
      />
    );
  }

  const seenId = lastOwnMessageId(messages);
  const seen = seenId !== null && latest.readUpTo !== null && latest.readUpTo >= seenId;
  const menuItems: ActionMenuItem[] = [
    ...(conversation.blockedByMe
      ? [{ id: 'unblock', label: c.menu.unblock }]
      : conversation.blocked
        ? []
        : [{ id: 'block', label: c.menu.block, variant: 'danger' as const }]),
    { id: 'report', label: c.menu.report },
  ];
  const about =
    conversation.counterpart === conversation.candidate.name
      ? ''
      : c.about(conversation.candidate.name);

  return (
    <section className={styles.thread} aria-label={conversation.counterpart}>
      <header className={styles.threadHeader}>
        <Link variant="standalone" href={backHref} className={styles.back}>
          <ArrowLeft aria-hidden className={styles.flipInRtl} />
          {c.back}
        </Link>
        <div className={styles.threadTitle}>
          <h2 className={styles.counterpartTitle}>{conversation.counterpart}</h2>
          {about && <p className={styles.muted}>{about}</p>}
        </div>
        <ActionMenu
          items={menuItems}
          placement="bottom end"
          onAction={(action) => {
            if (action === 'report') setReporting(true);
            else block.mutate(action === 'block');
          }}
        >
          <Button variant="ghost" size="sm" aria-label={c.menu.label}>
            <EllipsisVertical aria-hidden />
          </Button>
        </ActionMenu>
      </header>
      {actionError && (
        <p role="alert" className={styles.error}>
          {actionError}
        </p>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label={c.threadLabel(conversation.counterpart)}
        // It scrolls, so keyboard readers must reach it (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.log}
      >
        {thread.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className={styles.loadEarlier}
            isPending={thread.isFetchingNextPage}
            pendingLabel={text.common.loading}
            onPress={() => void thread.fetchNextPage()}
          >
            {c.loadEarlier}
          </Button>
        )}
        {groups.length === 0 && <p className={styles.muted}>{c.noMessages}</p>}
        {groups.map((group) => (
          <div key={group.id} className={styles.group} data-mine={group.mine || undefined}>
            <p className={styles.groupMeta}>
              <span className={styles.sender}>{group.senderName}</span>{' '}
              <time dateTime={group.sentAt}>{text.sentAt(group.sentAt)}</time>
            </p>
            {group.messages.map((message) => (
              <div key={message.id} className={styles.messageBlock}>
                <p dir="auto" className={styles.bubble}>
                  {message.text}
                </p>
                {message.warning && <MessageWarning warning={message.warning} text={text} />}
                {seen && message.id === seenId && <p className={styles.seen}>{c.seen}</p>}
              </div>
            ))}
          </div>
        ))}
      </div>
      <Composer
        key={id}
        text={text}
        disabledReason={latest.canWrite ? undefined : writeBlockReason(conversation, text)}
        onSend={(value) =>
          apiCall(conversationsRoutes.sendMessage, { params: { id }, body: { text: value } }).then(
            () => refreshConversation(queryClient, id),
          )
        }
      />
      {reporting && <ReportDialog id={id} text={text} onClose={() => setReporting(false)} />}
    </section>
  );
}
