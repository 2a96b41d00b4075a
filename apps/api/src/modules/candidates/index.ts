export { candidatesVersionReader } from './candidates-version';
export { VersionedCache } from './versioned-cache';
