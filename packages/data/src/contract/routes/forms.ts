import type {
  contactFormResponseSchema,
  newsletterResponseSchema,
  visaFormResponseSchema,
} from '../forms';
import { route } from './route';

/** The routes @bayti/data/client's forms.ts calls (method, path, what they answer); no zod at run time. */
export const formsRoutes = {
  /** Contact Us 'Get in Touch' form. */
  contact: route('POST', '/contact').answers<typeof contactFormResponseSchema>(),
  /** 'Get Visa Services' form. */
  visaRequest: route('POST', '/visa-requests').answers<typeof visaFormResponseSchema>(),
  /** Footer newsletter box; subscribing again is not an error and changes nothing. */
  newsletter: route('POST', '/newsletter').answers<typeof newsletterResponseSchema>(),
} as const;
