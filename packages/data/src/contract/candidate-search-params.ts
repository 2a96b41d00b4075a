import { AGE_MAX, AGE_MIN, CANDIDATE_SORTS, SALARY_BAND_KEYS } from './constants';
import type { CandidateFilters, CandidateSort } from './candidate';
import { CANDIDATE_POSITIONS, NATIONALITIES, VISA_TYPES, WORK_TYPES } from './option-values';
import { intBetween, oneOf, readFlag, readSearchText, type ParamReader } from './search-params';

/**
 * The public filters (candidateFiltersSchema) as zod-free URL readers, for the portal's
 * /candidates search; search-params.test.ts pins each to its field of the schema.
 */
export const candidateFilterReaders = {
  nationality: oneOf(NATIONALITIES),
  position: oneOf(CANDIDATE_POSITIONS),
  workType: oneOf(WORK_TYPES),
  visa: oneOf(VISA_TYPES),
  location: readSearchText,
  skills: readSearchText,
  babycare: readFlag,
  maxAge: intBetween(AGE_MIN, AGE_MAX),
  salary: oneOf(SALARY_BAND_KEYS),
} satisfies { [K in keyof CandidateFilters]-?: ParamReader<NonNullable<CandidateFilters[K]>> };

/** candidateSortSchema as a reader. */
export const readCandidateSort: ParamReader<CandidateSort> = oneOf(CANDIDATE_SORTS);
