export { candidatesVersionReader } from './candidates-version';
export { CANDIDATE_NOT_FOUND_MESSAGE } from './service';
export { VersionedCache } from './versioned-cache';
