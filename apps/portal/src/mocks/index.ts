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
export { demoSessionOf, demoUserOf, mockTokenOf, resetMockAccounts } from './session';
export { MOCK_RESET_TOKEN, INVALID_CREDENTIALS_MESSAGE, EMAIL_TAKEN_MESSAGE } from './auth';
export { CANDIDATE_NOT_FOUND_MESSAGE } from './candidates';
