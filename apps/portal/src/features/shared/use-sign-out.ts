import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { endUnstoredSession } from '../../api';
import { endSessionAtom, tokenAtom } from '../../state/session';

/**
 * Logout (§2): goes home, forgets the token and user, drops every cached answer read with that
 * session, then ends the session on the server. The screen left behind is gone before the server
 * forgets the token, so none of its requests still in flight can come back 401 and send the
 * browser to /login instead of home.
 */
export function useSignOut() {
  const token = useAtomValue(tokenAtom);
  const endSession = useSetAtom(endSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate({ to: '/' });
    endSession();
    queryClient.clear();
    if (token) await endUnstoredSession(token);
  }, [token, endSession, queryClient, navigate]);
}
