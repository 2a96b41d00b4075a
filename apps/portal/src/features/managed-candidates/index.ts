/*
 * Managed candidates: All Candidates, the candidate profile modal and the position pages,
 * for the admin ('admin' side: every candidate) and agencies ('agency' side: their own).
 */
export { CandidatesPage, type CandidatesPageProps } from './CandidatesPage';
export {
  CandidateProfileDialog,
  type CandidateProfileDialogProps,
  type ProfileDialogMode,
} from './CandidateProfileDialog';
export { PositionCandidatesPage, type PositionCandidatesPageProps } from './PositionCandidatesPage';
/**
 * The admin agency-detail page's Candidates tab: `<AgencyCandidatesPanel agencyId={id} />` lists
 * that agency's candidates (search, date, sort, status tabs, Add/Edit/View) in its own state.
 */
export { AgencyCandidatesPanel, type AgencyCandidatesPanelProps } from './AgencyCandidatesPanel';
export { managedListQuery } from './queries';
export { parseManagedSearch, type ManagedSearch } from './search';
export { managedSearchOptions } from './route-options';
