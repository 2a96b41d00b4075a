import type { Id } from '@bayti/data/contract';
import { useState } from 'react';
import { CandidatesPage } from './CandidatesPage';
import type { ManagedSearch } from './search';

export interface AgencyCandidatesPanelProps {
  agencyId: Id;
}

/**
 * The Candidates tab of the admin's agency page: that agency's candidates with the All
 * Candidates tools, kept in the panel's own state (the page's URL belongs to the page). A
 * candidate added here is given to the agency.
 */
export function AgencyCandidatesPanel({ agencyId }: AgencyCandidatesPanelProps) {
  const [search, setSearch] = useState<ManagedSearch>({});
  return (
    <CandidatesPage side="admin" agencyId={agencyId} search={search} onSearchChange={setSearch} />
  );
}
