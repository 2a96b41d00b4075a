import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@bayti/data/contract';
import { HttpResponse } from 'msw';
import {
  VALIDATION_MESSAGE,
  apiError,
  mockEndpoint,
  mockSignedInEndpoint,
} from './endpoint-handler';
import { addAccount, findAccount, mockTokenOf, passwordOf, updateAccount } from './session';

/** The server's words (apps/api/src/modules/auth/service.ts). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

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

  mockEndpoint('register', ({ body }) => {
    if (findAccount(body.email)) return apiError('conflict', EMAIL_TAKEN_MESSAGE);
    const user = addAccount(
      { name: body.name, email: body.email, role: body.role, avatar: null },
      body.password,
    );
    return { token: mockTokenOf(user), user };
  }),

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
