import {
  candidateDocumentsQueryOptions,
  candidateKeys,
  candidateProfileKeys,
  candidateProfileQueryOptions,
} from '@bayti/data/client';
import type { CandidateProfileState } from '@bayti/data/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** What the Profile section reads: her stored profile and its listing state. */
export const profileQuery = () => candidateProfileQueryOptions(api);

/** What My Documents reads. */
export const documentsQuery = () => candidateDocumentsQueryOptions(api);

/**
 * Keeps a changed profile (saved, shown or hidden, new photo) and drops the public lists that may
 * now show it differently, so /candidates reads the server again.
 */
export function storeProfileState(queryClient: QueryClient, state: CandidateProfileState) {
  queryClient.setQueryData(candidateProfileKeys.mine(), state);
  void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
}
