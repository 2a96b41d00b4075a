/** Where the session lives in the browser; the portal's session atom uses the same keys. */
export const SESSION_STORAGE_KEYS = { token: 'token', user: 'user' } as const;

/** What the client needs of the session: read the token, forget the session on a 401. */
export interface TokenStore {
  get(): string | null;
  clear(): void;
}

type SessionStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function browserStorage(): SessionStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading localStorage throws when storage is blocked (privacy modes, sandboxed frames).
    return undefined;
  }
}

/**
 * A token store over localStorage (or any Storage). Tokens written as JSON strings (as jotai's
 * atomWithStorage does) are unquoted, so either way of storing works.
 */
export function createStorageTokenStore(
  storage: SessionStorage | undefined = browserStorage(),
): TokenStore {
  return {
    get() {
      const raw = storage?.getItem(SESSION_STORAGE_KEYS.token) ?? null;
      if (!raw) return null;
      if (!raw.startsWith('"')) return raw;
      try {
        const parsed: unknown = JSON.parse(raw);
        return typeof parsed === 'string' && parsed !== '' ? parsed : null;
      } catch {
        return raw;
      }
    },
    clear() {
      storage?.removeItem(SESSION_STORAGE_KEYS.token);
      storage?.removeItem(SESSION_STORAGE_KEYS.user);
    },
  };
}

/** An in-memory store, for servers, scripts and tests. */
export function createMemoryTokenStore(
  initial: string | null = null,
): TokenStore & { set(token: string | null): void } {
  let token = initial;
  return {
    get: () => token,
    clear: () => {
      token = null;
    },
    set: (next) => {
      token = next;
    },
  };
}
