import { routesOf, visitor } from './route';

const { route } = routesOf('forms');

/** The routes @bayti/data/client's forms.ts calls; no zod at run time. */
export const formsRoutes = {
  /** Contact Us 'Get in Touch' form. */
  contact: route('POST', '/contact', {
    access: visitor(),
    doc: "Contact Us 'Get in Touch' message",
    errors: ['rate_limited'],
    body: 'contactFormSchema',
    response: 'contactFormResponseSchema',
    status: 201,
  }),
  /** 'Get Visa Services' form. */
  visaRequest: route('POST', '/visa-requests', {
    access: visitor(),
    doc: "'Get Visa Services' request",
    errors: ['rate_limited'],
    body: 'visaFormSchema',
    response: 'visaFormResponseSchema',
    status: 201,
  }),
  /** Footer newsletter box; subscribing again is not an error and changes nothing. */
  newsletter: route('POST', '/newsletter', {
    access: visitor(),
    doc: 'Subscribe to the newsletter (idempotent: the same answer every time)',
    errors: ['rate_limited'],
    body: 'newsletterSubscriptionSchema',
    response: 'newsletterResponseSchema',
  }),
} as const;
