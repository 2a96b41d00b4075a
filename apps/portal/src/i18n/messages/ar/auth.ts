import type { AuthMessages } from '../en/auth';

/** Arabic strings of the auth area. */
export const auth: AuthMessages = {};
