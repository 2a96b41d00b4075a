import { routesOf, signedIn, visitor } from './route';

const { route } = routesOf('auth');

/** The routes @bayti/data/client's auth.ts calls; no zod at run time. */
export const authRoutes = {
  /** The same 202 whether or not the email is taken; no session until the email is verified. */
  register: route('POST', '/auth/register', {
    access: visitor(),
    doc: 'Sign up as a family (client) or a worker (candidate); mails a verification link',
    errors: ['rate_limited'],
    body: 'registerBodySchema',
    response: 'registerResponseSchema',
    status: 202,
  }),
  /** A bad, used or expired link is 400 on token and changes nothing. */
  verifyEmail: route('POST', '/auth/verify-email', {
    access: visitor(),
    doc: 'Open an emailed verification link: the email is verified and a session starts',
    errors: ['forbidden'],
    body: 'verifyEmailBodySchema',
    response: 'verifyEmailResponseSchema',
  }),
  /** The same 202 whether or not the email has an account waiting for verification. */
  resendVerification: route('POST', '/auth/verify-email/resend', {
    access: visitor(),
    doc: 'Mail a new verification link; the same 202 whether or not the email has an account',
    errors: ['rate_limited'],
    body: 'resendVerificationBodySchema',
    response: 'resendVerificationResponseSchema',
    status: 202,
  }),
  login: route('POST', '/auth/login', {
    access: visitor(),
    doc: 'Sign in; every sign-in starts a new session',
    errors: ['unauthorized', 'rate_limited'],
    body: 'loginBodySchema',
    response: 'authResultSchema',
  }),
  me: route('GET', '/auth/me', {
    access: signedIn('self'),
    doc: 'The signed-in account',
    response: 'meResponseSchema',
  }),
  /** Answers 204 (no body) or 200 `{ ok: true }`. */
  logout: route('POST', '/auth/logout', {
    access: signedIn('self'),
    doc: 'End this session on the server; its token is refused afterwards',
    response: 'logoutResponseSchema',
    status: 204,
  }),
  updateMe: route('PATCH', '/auth/me', {
    access: signedIn('self'),
    doc: "Change the signed-in account's settings (its name)",
    body: 'updateMeBodySchema',
    response: 'updateMeResponseSchema',
  }),
  /** Signed in; a wrong current password is 400 on currentPassword (never 401). */
  changePassword: route('POST', '/auth/change-password', {
    access: signedIn('self'),
    doc: 'Change the password; every other session of the account ends',
    errors: ['rate_limited'],
    body: 'changePasswordBodySchema',
    response: 'changePasswordResponseSchema',
  }),
  /** The same 202 whether or not the email has an account. */
  forgotPassword: route('POST', '/auth/forgot-password', {
    access: visitor(),
    doc: 'Email a reset link; the same 202 whether or not the email has an account',
    errors: ['rate_limited'],
    body: 'forgotPasswordBodySchema',
    response: 'forgotPasswordResponseSchema',
    status: 202,
  }),
  resetPassword: route('POST', '/auth/reset-password', {
    access: visitor(),
    doc: 'Set a new password with an emailed link; every session of the account ends',
    body: 'resetPasswordBodySchema',
    response: 'resetPasswordResponseSchema',
  }),
} as const;
