import type { InboxItem, InboxKind } from '@bayti/data/contract';
import { fixturePage } from './fixture-page';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * The admin inbox: a few contact and visa requests and newsletter sign-ups, each kind's entries
 * as one page in the server's order (unhandled first, newest first). Marking one answers it changed without keeping it, so
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

/** Each kind's entries: the page its tab shows. */
const byKind = (kind: InboxKind) => mockInboxItems.filter((item) => item.kind === kind);

/** The tabs' counts of entries not yet handled. */
export const mockUnhandled: Record<InboxKind, number> = { contact: 1, visa: 1, newsletter: 1 };

export const adminInboxHandlers = [
  mockSignedInEndpoint('adminInbox', ({ query }) => ({
    data: { ...fixturePage(byKind(query.kind), query), unhandled: mockUnhandled },
  })),
  mockSignedInEndpoint('updateInboxItem', ({ params, body }) => {
    const item = mockInboxItems.find((row) => row.kind === params.kind && row.id === params.id);
    if (!item) return apiError('not_found', 'Message not found');
    return { data: { item: { ...item, handled: body.handled } } };
  }),
];
