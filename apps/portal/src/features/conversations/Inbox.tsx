import type { ConversationSummary } from '@bayti/data/contract';
import { Avatar, EmptyState, StatusBadge } from '@bayti/ui';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-aria-components';
import type { ConversationText } from './use-conversation-text';
import styles from './Conversations.module.css';

export interface InboxProps {
  items: ConversationSummary[];
  /** The open conversation, highlighted. */
  selected: number | undefined;
  /** The address that opens a conversation. */
  hrefOf: (id: number) => string;
  /** The empty inbox's hint: how a conversation starts for this reader. */
  emptyHint: string;
  text: ConversationText;
}

/**
 * The reader's conversations, newest activity first: each a link that opens its thread, named by
 * the other side and the unread count, then the time, the candidate and the last message.
 */
export function Inbox({ items, selected, hrefOf, emptyHint, text }: InboxProps) {
  const { c } = text;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare aria-hidden />}
        title={c.empty}
        hint={emptyHint}
        headingLevel={2}
      />
    );
  }
  return (
    <ul className={styles.inbox} aria-label={c.inboxLabel}>
      {items.map((item) => {
        const preview = item.lastMessage
          ? item.lastMessage.mine
            ? c.you(item.lastMessage.text)
            : item.lastMessage.text
          : '';
        const about = item.counterpart === item.candidate.name ? '' : c.about(item.candidate.name);
        return (
          <li key={item.id}>
            <Link
              href={hrefOf(item.id)}
              aria-current={item.id === selected ? 'page' : undefined}
              data-unread={item.unread > 0 || undefined}
              className={styles.inboxItem}
            >
              <Avatar
                name={item.candidate.name}
                alt=""
                {...(item.candidate.photo ? { src: item.candidate.photo } : {})}
                size="md"
              />
              <span className={styles.inboxText}>
                <span className={styles.inboxTop}>
                  <span className={styles.counterpart}>
                    {item.counterpart}
                    {item.unread > 0 && (
                      // Read with the name, so the link says who and how many are unread first.
                      <span className={styles.visuallyHidden}>{c.unread(item.unread)}</span>
                    )}
                  </span>
                  {item.lastMessage && (
                    <time dateTime={item.lastMessage.sentAt} className={styles.muted}>
                      {text.ago(item.lastMessage.sentAt)}
                    </time>
                  )}
                </span>
                {about && <span className={styles.muted}>{about}</span>}
                <span className={styles.inboxBottom}>
                  <span dir="auto" className={styles.preview}>
                    {preview}
                  </span>
                  {item.blocked && (
                    <StatusBadge tone="neutral" size="sm">
                      {c.blocked}
                    </StatusBadge>
                  )}
                  {item.unread > 0 && (
                    <span aria-hidden className={styles.unreadBadge}>
                      {text.number(item.unread)}
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
