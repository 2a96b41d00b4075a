export { ConversationService, type ConversationDeps } from './service';
export { partyOf, type Party } from './party';
