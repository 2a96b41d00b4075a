export { candidatesVersionReader } from './candidates-version';
export { CandidateService } from './service';
export { VersionedCache } from './versioned-cache';
