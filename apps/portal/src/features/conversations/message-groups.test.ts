import type { ConversationMessage } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { groupMessages, lastOwnMessageId } from './message-groups';

const message = (id: number, mine: boolean, minute: number): ConversationMessage => ({
  id,
  side: mine ? 'family' : 'worker',
  mine,
  senderName: mine ? 'Layla Hassan' : 'Maria Santos',
  text: `Message ${id}`,
  sentAt: new Date(Date.UTC(2026, 10, 22, 8, minute)).toISOString(),
  warning: null,
});

describe('groupMessages', () => {
  it('joins a sender’s messages a few minutes apart and splits on a new sender or a pause', () => {
    const groups = groupMessages([
      message(1, true, 0),
      message(2, true, 3),
      message(3, false, 4),
      message(4, false, 20),
      message(5, true, 21),
    ]);
    expect(groups.map((group) => group.messages.map((m) => m.id))).toEqual([[1, 2], [3], [4], [5]]);
    expect(groups[1]).toMatchObject({ mine: false, senderName: 'Maria Santos' });
  });

  it('finds the reader’s last message for the read receipt', () => {
    expect(lastOwnMessageId([message(1, true, 0), message(2, false, 1)])).toBe(1);
    expect(lastOwnMessageId([message(2, false, 1)])).toBeNull();
  });
});
