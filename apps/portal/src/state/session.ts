import type { AuthResult, User } from '@bayti/data/contract';
import { SESSION_STORAGE_KEYS } from '@bayti/data/client';
import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';

/**
 * The session, kept in localStorage under `token` and `user` so it survives reloads and the
 * navigation bar can read the stored user on load. The server remains the authority: a token it no
 * longer accepts is cleared by the API client's 401 handling.
 */
export const tokenAtom = atomWithStorage<string | null>(
  SESSION_STORAGE_KEYS.token,
  null,
  undefined,
  {
    getOnInit: true,
  },
);
export const userAtom = atomWithStorage<User | null>(SESSION_STORAGE_KEYS.user, null, undefined, {
  getOnInit: true,
});

/** Signed in when both halves of the session are present. */
export const isSignedInAtom = atom((get) => get(tokenAtom) !== null && get(userAtom) !== null);

/** Keeps an accepted sign-in or sign-up: both keys are written together. */
export const startSessionAtom = atom(null, (_get, set, { token, user }: AuthResult) => {
  set(tokenAtom, token);
  set(userAtom, user);
});

/** Forgets the session: both keys are removed from storage, not set to null. */
export const endSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET);
  set(userAtom, RESET);
});

/**
 * The stored user, read outside React (route guards run before any component). The portal has no
 * jotai Provider, so the default store is the one the components use.
 */
export function readSignedInUser(): User | null {
  const store = getDefaultStore();
  return store.get(isSignedInAtom) ? store.get(userAtom) : null;
}
