/**
 * What other modules use of the self-profile: what her public profile still needs, and how her
 * numbers are kept in candidate_contacts (a managed candidate's are kept the same way).
 */
export { missingOf, phoneOf, storedPhone, storedProfileOf } from './mapping';
