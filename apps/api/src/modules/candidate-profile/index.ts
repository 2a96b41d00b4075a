/** What other modules use of the self-profile: what her public profile still needs. */
export { missingOf, storedProfileOf } from './mapping';
