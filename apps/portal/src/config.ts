import { z } from 'zod';

/** A phone number as dialled: a plus, then digits with optional spaces or dashes. */
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+\d[\d\s-]{6,18}\d$/, 'Use an international number such as +971 4 123 4567');

/**
 * Build-time settings of the portal (Vite exposes VITE_* variables), parsed once at start so a
 * bad value fails the build's first page load loudly instead of showing a broken link.
 */
const portalConfigSchema = z.object({
  /** Where the API lives; the same origin by default. */
  VITE_API_URL: z.string().trim().min(1).default('/api'),
  /** The support line shown on Contact and About; hidden when the operator has not set one. */
  VITE_SUPPORT_PHONE: phoneSchema.optional(),
  VITE_SUPPORT_EMAIL: z.email().default('support@bayti.ae'),
});

const env = portalConfigSchema.parse(import.meta.env);

export const portalConfig = {
  apiUrl: env.VITE_API_URL,
  support: {
    email: env.VITE_SUPPORT_EMAIL,
    phone: env.VITE_SUPPORT_PHONE
      ? {
          display: env.VITE_SUPPORT_PHONE,
          href: `tel:${env.VITE_SUPPORT_PHONE.replace(/[\s-]/g, '')}`,
        }
      : null,
  },
} as const;
