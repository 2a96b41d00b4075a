import type { ConversationMessage } from '@bayti/data/contract';

/** Messages one after another from one sender within this long share a name and a time. */
export const GROUP_GAP_MS = 5 * 60 * 1000;

export interface MessageGroup {
  /** The first message's id: a stable key. */
  id: number;
  mine: boolean;
  senderName: string;
  /** When the group's first message was sent. */
  sentAt: string;
  messages: ConversationMessage[];
}

/**
 * A thread (oldest first) as the reader scans it: a run of messages from the same sender, each
 * within a few minutes of the one before, is one group under the sender's name and first time.
 */
export function groupMessages(messages: readonly ConversationMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    const previous = last?.messages.at(-1);
    if (
      last &&
      previous &&
      last.mine === message.mine &&
      last.senderName === message.senderName &&
      Date.parse(message.sentAt) - Date.parse(previous.sentAt) <= GROUP_GAP_MS
    ) {
      last.messages.push(message);
    } else {
      groups.push({
        id: message.id,
        mine: message.mine,
        senderName: message.senderName,
        sentAt: message.sentAt,
        messages: [message],
      });
    }
  }
  return groups;
}

/** The last of the reader's own messages, which carries the "Seen" receipt once read. */
export function lastOwnMessageId(messages: readonly ConversationMessage[]): number | null {
  return messages.findLast((message) => message.mine)?.id ?? null;
}
