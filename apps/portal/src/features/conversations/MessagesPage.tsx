import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@bayti/ui';
import { QueryError } from '../shared/QueryError';
import { Inbox } from './Inbox';
import { inboxQuery } from './queries';
import { Thread } from './Thread';
import { useConversationText } from './use-conversation-text';
import styles from './Conversations.module.css';

export interface MessagesPageProps {
  /** The page's address, e.g. '/dashboard/employer/messages'; `?c=<id>` opens a conversation. */
  basePath: string;
  /** The open conversation, from the address. */
  conversationId: number | undefined;
  /** Families start conversations; workers and agencies answer them (the empty inbox says how). */
  startsConversations: boolean;
}

/**
 * Messages (/dashboard/{employer,candidate,agency}/messages): the inbox beside the open thread on
 * a wide screen; on a phone the inbox, then the thread with a Back link.
 */
export function MessagesPage({ basePath, conversationId, startsConversations }: MessagesPageProps) {
  const text = useConversationText();
  const { c } = text;
  const inbox = useQuery(inboxQuery());
  const hrefOf = (id: number) => `${basePath}?c=${id}`;

  return (
    <div className={styles.page} data-open={conversationId !== undefined || undefined}>
      <div className={styles.inboxPane}>
        {inbox.isPending ? (
          <Spinner label={text.common.loading} className={styles.pending} />
        ) : inbox.isError ? (
          <QueryError
            error={inbox.error}
            onRetry={() => void inbox.refetch()}
            text={{ loadFailed: c.loadFailed, retry: text.common.retry }}
          />
        ) : (
          <Inbox
            items={inbox.data.items}
            selected={conversationId}
            hrefOf={hrefOf}
            emptyHint={startsConversations ? c.emptyHintFamily : c.emptyHintOther}
            text={text}
          />
        )}
      </div>
      <div className={styles.threadPane}>
        {conversationId === undefined ? (
          <p className={`${styles.muted} ${styles.choose}`}>{c.chooseConversation}</p>
        ) : (
          <Thread key={conversationId} id={conversationId} backHref={basePath} text={text} />
        )}
      </div>
    </div>
  );
}
