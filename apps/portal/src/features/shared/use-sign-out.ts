import { logout } from '@bayti/data/client';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '../../api';
import { endSessionAtom } from '../../state/session';

/**
 * Logout (§2): ends the session on the server, then forgets the token and user whatever the server
 * said, drops every cached answer read with that session and goes home.
 */
export function useSignOut() {
  const endSession = useSetAtom(endSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout(api).catch(() => undefined);
    endSession();
    queryClient.clear();
    await navigate({ to: '/' });
  }, [endSession, queryClient, navigate]);
}
