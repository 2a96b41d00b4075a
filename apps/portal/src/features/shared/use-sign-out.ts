import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { endUnstoredSession } from '../../api';
import { endSessionAtom, tokenAtom } from '../../state/session';

/**
 * Logout: heads home while forgetting the token and user, drops every cached answer read with
 * that session once the dashboard is gone, then ends the session on the server. A request still in
 * flight answers 401 for a token the client no longer holds, which it ignores, so it cannot send
 * the browser to /login instead of home.
 */
export function useSignOut() {
  const token = useAtomValue(tokenAtom);
  const endSession = useSetAtom(endSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const leaving = navigate({ to: '/' });
    endSession();
    await leaving;
    queryClient.clear();
    if (token) await endUnstoredSession(token);
  }, [token, endSession, queryClient, navigate]);
}
