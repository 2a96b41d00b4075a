import { employerKeys, recordCandidateView } from '@bayti/data/client';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { api } from '../../../api';
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
    recordCandidateView(api, candidateId).then(
      () => queryClient.invalidateQueries({ queryKey: [...employerKeys.all, 'analytics'] }),
      () => undefined,
    );
  }, [isFamily, candidateId, queryClient]);
}
