import type {
  contactFormResponseSchema,
  newsletterResponseSchema,
  visaFormResponseSchema,
} from '../forms';
import { routesOf, visitor } from './route';

const { route } = routesOf('forms');

/** The routes @bayti/data/client's forms.ts calls (method, path, what they answer); no zod at run time. */
export const formsRoutes = {
  /** Contact Us 'Get in Touch' form. */
  contact: route('POST', '/contact', {
    access: visitor(),
    doc: "Contact Us 'Get in Touch' message",
    errors: ['rate_limited'],
  }).answers<typeof contactFormResponseSchema>(),
  /** 'Get Visa Services' form. */
  visaRequest: route('POST', '/visa-requests', {
    access: visitor(),
    doc: "'Get Visa Services' request",
    errors: ['rate_limited'],
  }).answers<typeof visaFormResponseSchema>(),
  /** Footer newsletter box; subscribing again is not an error and changes nothing. */
  newsletter: route('POST', '/newsletter', {
    access: visitor(),
    doc: 'Subscribe to the newsletter (idempotent: the same answer every time)',
    errors: ['rate_limited'],
  }).answers<typeof newsletterResponseSchema>(),
} as const;
