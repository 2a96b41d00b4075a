import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '@bayti/data/contract';
import { mockEndpoint } from './endpoint-handler';

/** Stored submissions get increasing ids, as rows in the server's tables would. */
let nextId = 1;
const stored = () => ({ data: { id: nextId++ } });

/** The public forms: Contact Us, Get Visa Services and the footer's newsletter. */
export const formHandlers = [
  mockEndpoint('contact', stored),
  mockEndpoint('visaRequest', stored),
  mockEndpoint('newsletter', ({ body }) => ({
    data: { email: body.email, subscribed: true as const },
    message: NEWSLETTER_SUBSCRIBED_MESSAGE,
  })),
];
