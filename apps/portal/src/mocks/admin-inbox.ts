import { INBOX_KINDS, type InboxItem } from '@bayti/data/contract';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';
import { pageOf } from './paging';

/*
 * The admin inbox: a few contact and visa requests and newsletter sign-ups, listed per kind,
 * unhandled first, as the server does. Marking one answers it changed without keeping it, so
 * every story starts from the same entries.
 */


export const mockInboxItems: InboxItem[] = [
  {
    kind: 'contact',
    id: 1,
    handled: false,
    createdAt: '2026-11-21T09:15:00.000Z',
    name: 'Mariam Al Suwaidi',
    email: 'mariam@example.com',
    countryCode: '+971',
    phone: '501234567',
    message: 'We need a live-in nanny for two children in Dubai Marina from January.',
    worker: false,
    employer: true,
  },
  {
    kind: 'contact',
    id: 2,
    handled: true,
    createdAt: '2026-11-18T13:40:00.000Z',
    name: 'Joy Santos',
    email: 'joy.santos@example.com',
    countryCode: '+974',
    phone: '33123456',
    message: 'I am a housemaid with 5 years of experience. How do I list my profile?',
    worker: true,
    employer: false,
  },
  {
    kind: 'visa',
    id: 1,
    handled: false,
    createdAt: '2026-11-20T07:05:00.000Z',
    name: 'Omar Haddad',
    countryCode: '+971',
    phone: '552223344',
    message: 'Please call me about the nanny visa package.',
  },
  {
    kind: 'newsletter',
    id: 1,
    handled: false,
    createdAt: '2026-11-19T18:30:00.000Z',
    email: 'reader@example.com',
  },
];

const unhandled = () =>
  Object.fromEntries(
    INBOX_KINDS.map((kind) => [
      kind,
      mockInboxItems.filter((item) => item.kind === kind && !item.handled).length,
    ]),
  ) as Record<(typeof INBOX_KINDS)[number], number>;

export const adminInboxHandlers = [
  mockSignedInEndpoint('adminInbox', ({ query }) => {
    const items = mockInboxItems
      .filter(
        (item) =>
          item.kind === query.kind &&
          (query.handled === undefined || item.handled === query.handled),
      )
      .sort(
        (a, b) => Number(a.handled) - Number(b.handled) || b.createdAt.localeCompare(a.createdAt),
      );
    return { data: { ...pageOf(items, query), unhandled: unhandled() } };
  }),
  mockSignedInEndpoint('updateInboxItem', ({ params, body }) => {
    const item = mockInboxItems.find((row) => row.kind === params.kind && row.id === params.id);
    if (!item) return apiError('not_found', 'Message not found');
    return { data: { item: { ...item, handled: body.handled } } };
  }),
];
