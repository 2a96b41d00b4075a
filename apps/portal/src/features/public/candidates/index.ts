export {
  CandidateListCard,
  photoLoadingAt,
  type CandidateListCardProps,
} from './CandidateListCard';
export { useCandidateText, type CandidateText } from './use-candidate-text';
export { CandidatesPage, CandidatesGridSkeleton, candidatesPageQuery } from './CandidatesPage';
export {
  parseCandidatesSearch,
  validateCandidatesSearch,
  pageCountOf,
  withPage,
  type CandidatesSearch,
} from './candidates-search';
export {
  CandidateProfilePage,
  CandidateNotFound,
  CandidateProfileSkeleton,
  candidateProfileQuery,
  suggestionQueries,
} from './CandidateProfilePage';
