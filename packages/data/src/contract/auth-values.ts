/* Roles, where each lands, and the account rules and messages, without zod: pages read them;
 * ./auth holds the schemas. */
import type { Role } from './auth';

export const ROLES = ['admin', 'agency', 'staff', 'client', 'candidate'] as const;

/** Self sign-up creates only families (client) and workers (candidate). */
export const SIGN_UP_ROLES = ['client', 'candidate'] as const;

/** Only these roles may sign in at /agency/login. */
export const AGENCY_LOGIN_ROLES = ['agency', 'staff'] as const satisfies readonly Role[];

/** Where each role lands after sign-in; also the avatar menu's Dashboard link. */
export const ROLE_HOME = {
  client: '/dashboard/employer',
  candidate: '/dashboard/candidate',
  admin: '/admin/dashboard',
  agency: '/agency/dashboard',
  staff: '/agency/dashboard',
} as const satisfies Record<Role, string>;

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

/** The longest display name. */
export const NAME_MAX = 120;

/** Said whether or not the email has an account, so the answer does not reveal which do. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';

/**
 * Sign-up's one answer, whether the address is new (a verification link is mailed) or taken (its
 * owner is told by mail instead), so the answer reveals nothing about who has an account.
 */
export const SIGN_UP_MESSAGE =
  'Check your email: we sent a link to verify your address. Open it within 24 hours to finish signing up.';

/** The resend's one answer, whether or not the address has an account waiting for verification. */
export const VERIFY_RESEND_MESSAGE =
  'If this email has an account waiting for verification, we have sent a new link.';

export const PASSWORD_RESET_MESSAGE =
  'Your password has been changed. Please sign in with the new password.';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

/** A reset link works once, within this time of being sent. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
