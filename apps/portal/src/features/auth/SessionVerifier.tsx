import { retryUnlessClientError } from '@bayti/data/client';
import { routeKey } from '@bayti/data/client/route-call';
import { authRoutes } from '@bayti/data/contract/routes/auth';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiCall } from '../../api';
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
    queryKey: routeKey(authRoutes.me),
    queryFn: async ({ signal }) => {
      const answer = await apiCall(authRoutes.me, {}, { signal });
      setUser(answer.user);
      return answer;
    },
    enabled: token !== null,
    retry: retryUnlessClientError,
  });
  return null;
}
