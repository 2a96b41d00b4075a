import type { CandidateProfileState } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { candidateProfileRoutes } from '@bayti/data/contract/routes/candidate-profile';
import { candidatesRoutes } from '@bayti/data/contract/routes/candidates';
import { documentsRoutes } from '@bayti/data/contract/routes/documents';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api';

/** What the Profile section reads: her stored profile and its listing state. */
export const profileQuery = () => apiQuery(candidateProfileRoutes.candidateProfile);

/** What My Documents reads. */
export const documentsQuery = () => apiQuery(documentsRoutes.candidateDocuments);

/**
 * Keeps a changed profile (saved, shown or hidden, new photo) and drops the public lists that may
 * now show it differently, so /candidates reads the server again.
 */
export function storeProfileState(queryClient: QueryClient, state: CandidateProfileState) {
  queryClient.setQueryData(profileQuery().queryKey, state);
  void queryClient.invalidateQueries({ queryKey: routeKey(candidatesRoutes.candidates) });
}
