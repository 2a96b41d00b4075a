import { routeKey } from '@bayti/data/client/route-call';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { apiCall } from '../../../api';
import { isSignedInAtom, userAtom } from '../../../state/session';

/**
 * Counts a signed-in family's visit to a profile (the "viewed" figure of its analytics); the
 * server counts a candidate once a day. A failure only loses one count, so it is not shown.
 */
export function useRecordView(candidateId: number) {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const role = useAtomValue(userAtom)?.role;
  const queryClient = useQueryClient();
  const isFamily = isSignedIn && role === 'client';
  useEffect(() => {
    if (!isFamily) return;
    apiCall(employerRoutes.recordView, { body: { candidateId } }).then(
      () => queryClient.invalidateQueries({ queryKey: routeKey(employerRoutes.employerAnalytics) }),
      () => undefined,
    );
  }, [isFamily, candidateId, queryClient]);
}
