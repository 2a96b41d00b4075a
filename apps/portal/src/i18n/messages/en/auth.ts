/** English strings of the auth area. */
export const auth = {};

export type AuthMessages = typeof auth;
