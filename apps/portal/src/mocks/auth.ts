import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  SIGN_UP_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_RESEND_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@bayti/data/contract';
import { HttpResponse } from 'msw';
import {
  VALIDATION_MESSAGE,
  apiError,
  mockEndpoint,
  mockSignedInEndpoint,
} from './endpoint-handler';
import {
  addAccount,
  demoUserOf,
  findAccount,
  mockTokenOf,
  passwordOf,
  updateAccount,
} from './session';

/** The server's words (apps/api/src/modules/auth/service.ts). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

/**
 * The one verification-link token the mock server accepts: it verifies the demo family and signs
 * her in. Any other is invalid, used or expired.
 */
export const MOCK_VERIFY_TOKEN = 'story-verify-token';

/** A family that has not verified her email cannot order a plan or see a contact. */
export const VERIFY_EMAIL_FIRST_MESSAGE = 'Verify your email address first: we sent you a link.';

/** The one reset-link token the mock server accepts; any other is expired. */
export const MOCK_RESET_TOKEN = 'story-reset-token';

export const authHandlers = [
  mockEndpoint('login', ({ body }) => {
    const account = findAccount(body.email);
    if (!account || account.password !== body.password) {
      return apiError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
    }
    return { token: mockTokenOf(account.user), user: account.user };
  }),

  // The same answer whether or not the email is taken; no session until the link is opened.
  mockEndpoint('register', ({ body }) => {
    if (!findAccount(body.email))
      addAccount(
        { name: body.name, email: body.email, role: body.role, avatar: null, emailVerified: false },
        body.password,
      );
    return { message: SIGN_UP_MESSAGE };
  }),

  mockEndpoint('verifyEmail', ({ body }) => {
    if (body.token !== MOCK_VERIFY_TOKEN)
      return apiError('validation', VERIFY_LINK_INVALID_MESSAGE, {
        token: VERIFY_LINK_INVALID_MESSAGE,
      });
    const user = updateAccount(demoUserOf('client').id, { emailVerified: true });
    return { token: mockTokenOf(user), user };
  }),

  mockEndpoint('resendVerification', () => ({ message: VERIFY_RESEND_MESSAGE })),

  mockSignedInEndpoint('me', ({ user }) => ({ user })),

  mockSignedInEndpoint('logout', () => new HttpResponse(null, { status: 204 })),

  mockSignedInEndpoint('updateMe', ({ user, body }) => ({
    user: updateAccount(user.id, { name: body.name }),
  })),

  mockSignedInEndpoint('changePassword', ({ user, body }) => {
    if (passwordOf(user) !== body.currentPassword) {
      return apiError('validation', VALIDATION_MESSAGE, {
        currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
      });
    }
    updateAccount(user.id, { password: body.newPassword });
    return { message: PASSWORD_CHANGED_MESSAGE };
  }),

  // The same answer whether or not the email has an account.
  mockEndpoint('forgotPassword', () => ({ message: FORGOT_PASSWORD_MESSAGE })),

  mockEndpoint('resetPassword', ({ body }) =>
    body.token === MOCK_RESET_TOKEN
      ? { message: PASSWORD_RESET_MESSAGE }
      : apiError('validation', RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE }),
  ),
];
