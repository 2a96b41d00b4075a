import { CURRENT_PIN_WRONG_MESSAGE } from '@bayti/data/contract';
import { apiError, mockSignedInEndpoint, VALIDATION_MESSAGE } from './endpoint-handler';

/** The story admin's PIN is 1234: Change PIN answers as the server would, keeping nothing. */
export const MOCK_ADMIN_PIN = '1234';

export const adminProfileHandlers = [
  mockSignedInEndpoint('changeAdminPin', ({ body }) =>
    body.currentPin === MOCK_ADMIN_PIN
      ? { ok: true as const }
      : apiError('validation', VALIDATION_MESSAGE, { currentPin: CURRENT_PIN_WRONG_MESSAGE }),
  ),
];
