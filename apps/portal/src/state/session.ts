import type { User } from '@bayti/data/contract';
import { SESSION_STORAGE_KEYS } from '@bayti/data/client';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The session, kept in localStorage under `token` and `user` (§4) so it survives reloads and the
 * navigation bar can read the stored user on load. The server remains the authority: a token it no
 * longer accepts is cleared by the API client's 401 handling.
 */
export const tokenAtom = atomWithStorage<string | null>(SESSION_STORAGE_KEYS.token, null, undefined, {
  getOnInit: true,
});
export const userAtom = atomWithStorage<User | null>(SESSION_STORAGE_KEYS.user, null, undefined, {
  getOnInit: true,
});

/** Signed in when both halves of the session are present. */
export const isSignedInAtom = atom((get) => get(tokenAtom) !== null && get(userAtom) !== null);
