import type { ConversationReportReason } from '@bayti/data/contract';
import { plural } from '../../plural';

/**
 * English strings of Messages (docs/decisions/0030): a family writes to a worker or her agency,
 * the other side answers; the scam guard's warnings (docs/decisions/0031).
 */
export const conversations = {
  title: 'Messages',
  inboxLabel: 'Conversations',
  loadFailed: 'Your messages could not be loaded',
  empty: 'No messages yet',
  emptyHintFamily: 'Write to a worker from her profile or your list.',
  emptyHintOther: 'Families who write to you appear here.',
  chooseConversation: 'Choose a conversation to read it.',
  you: (text: string) => `You: ${text}`,
  about: (candidate: string) => `About ${candidate}`,
  unread: plural('en', { one: '# unread message', other: '# unread messages' }),
  blocked: 'Blocked',
  back: 'Back to conversations',
  threadLabel: (counterpart: string) => `Messages with ${counterpart}`,
  loadEarlier: 'Load earlier messages',
  seen: 'Seen',
  noMessages: 'No messages in this conversation yet.',
  warnings: {
    money:
      'Bayti never asks you to pay outside Bayti. Do not send money, deposits or fees by transfer or exchange house. Report this conversation if you were asked to.',
    link: 'Be careful with links: never enter your password or card details outside Bayti.',
  },
  composer: {
    label: 'Message',
    send: 'Send',
    sending: 'Sending...',
    count: (used: string, max: string) => `${used} / ${max}`,
    hint: 'Enter sends, Shift+Enter starts a new line.',
    failed: 'Your message could not be sent',
    blockedByMe: 'You blocked this conversation. Unblock it to write again.',
    blocked: 'This conversation is blocked: no one can write in it.',
    closed: 'You cannot write in this conversation any more.',
  },
  menu: {
    label: 'Conversation actions',
    block: 'Block',
    unblock: 'Unblock',
    report: 'Report',
    failed: 'That did not work. Please try again.',
  },
  report: {
    title: 'Report this conversation',
    reason: 'Why are you reporting it?',
    reasons: {
      asked_for_money: 'Asked me for money',
      harassment: 'Harassment or abuse',
      fake_profile: 'Fake profile or agency',
      other: 'Something else',
    } satisfies Record<ConversationReportReason, string>,
    note: 'Anything the team should know (optional)',
    send: 'Send report',
    sending: 'Sending...',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'Your report could not be sent',
    thanks: 'Thank you. The Bayti team will look at this conversation.',
    done: 'Done',
  },
  start: {
    title: (candidate: string) => `Write to ${candidate}`,
    send: 'Send',
    cancel: 'Cancel',
    close: 'Close',
    sending: 'Sending...',
    failed: 'Your message could not be sent',
  },
};

export type ConversationsMessages = typeof conversations;
