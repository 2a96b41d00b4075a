import { z } from 'zod';

/*
 * The portal's VITE_* settings, checked in Node when Vite starts (build or dev server, see
 * vite.config.ts), so a bad value fails the build instead of the first page load; the result
 * reaches the browser as the constant __PORTAL_CONFIG__ (./config.ts), without zod.
 */

/** A phone number as dialled: a plus, then digits with optional spaces or dashes. */
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+\d[\d\s-]{6,18}\d$/, 'Use an international number such as +971 4 123 4567');

const portalEnvSchema = z.object({
  /** Where the API lives; the same origin by default. */
  VITE_API_URL: z.string().trim().min(1).default('/api'),
  /** The support line shown on Contact and About; hidden when the operator has not set one. */
  VITE_SUPPORT_PHONE: phoneSchema.optional(),
  VITE_SUPPORT_EMAIL: z.email().default('support@bayti.ae'),
});

export interface PortalConfig {
  apiUrl: string;
  support: { email: string; phone: { display: string; href: string } | null };
}

/** The portal's settings from an environment; throws, naming the variable, on a bad value. */
export function portalConfigFromEnv(raw: Record<string, string | undefined>): PortalConfig {
  const parsed = portalEnvSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid portal settings: ${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  return {
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
  };
}
