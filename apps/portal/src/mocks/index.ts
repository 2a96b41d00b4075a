/** The mock API of the portal's stories (msw), from @bayti/data's fixtures and endpoint table. */
export { handlers } from './handlers';
export {
  apiError,
  mockEndpoint,
  mockSignedInEndpoint,
  mockUrl,
  VALIDATION_MESSAGE,
  type MockAnswer,
  type MockRequest,
} from './endpoint-handler';
export {
  demoSessionOf,
  demoUserOf,
  mockTokenOf,
  resetMockAccounts,
  unverifiedSessionOf,
} from './session';
export {
  MOCK_RESET_TOKEN,
  MOCK_VERIFY_TOKEN,
  INVALID_CREDENTIALS_MESSAGE,
  VERIFY_EMAIL_FIRST_MESSAGE,
} from './auth';
export { CANDIDATE_NOT_FOUND_MESSAGE } from './candidates';
