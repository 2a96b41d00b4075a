import type { Id } from '@bayti/data/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CandidatesList } from './CandidatesPage';
import { managedListQuery } from './queries';
import type { ManagedSearch } from './search';

export interface AgencyCandidatesPanelProps {
  agencyId: Id;
}

/**
 * The Candidates tab of the admin's agency page: that agency's candidates with the All
 * Candidates tools, kept in the panel's own state (the page's URL belongs to the page). A
 * candidate added here is given to the agency. The tab loads on its own (the page around it does
 * not wait for it): a loading row, then the rows; a failure shows in the tab with a retry.
 */
export function AgencyCandidatesPanel({ agencyId }: AgencyCandidatesPanelProps) {
  const [search, setSearch] = useState<ManagedSearch>({});
  const query = useQuery({
    ...managedListQuery('admin', search, { agencyId }),
    placeholderData: keepPreviousData,
  });
  return (
    <CandidatesList
      side="admin"
      agencyId={agencyId}
      search={search}
      onSearchChange={setSearch}
      rows={{ data: query.data, error: query.error, onRetry: () => void query.refetch() }}
    />
  );
}
