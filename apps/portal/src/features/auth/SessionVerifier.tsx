import { authKeys, fetchMe, retryUnlessClientError } from '@bayti/data/client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { api } from '../../api';
import { tokenAtom, userAtom } from '../../state/session';

/**
 * On load, a stored token is checked with GET /auth/me and the stored user refreshed from the
 * answer. A token the server refuses is a 401, which the API client handles: it clears the
 * session and sends the browser to /login.
 */
export function SessionVerifier() {
  const token = useAtomValue(tokenAtom);
  const setUser = useSetAtom(userAtom);
  useQuery({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }) => {
      const user = await fetchMe(api, { signal });
      setUser(user);
      return user;
    },
    enabled: token !== null,
    retry: retryUnlessClientError,
  });
  return null;
}
