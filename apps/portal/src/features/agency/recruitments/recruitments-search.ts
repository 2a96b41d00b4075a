import {
  AGENCY_RECRUITMENT_STAGES,
  intBetween,
  oneOf,
  readSearch,
  readSearchText,
  type AgencyRecruitmentStage,
  type AgencyRecruitmentsQueryInput,
  type ParamReader,
} from '@bayti/data/contract';

/**
 * The Recruitments screen's state in the URL: stage tab, search text, page. Bad values drop. Read
 * without zod: a route's validateSearch runs from the first chunk of every page (page budgets).
 */
export interface AgencyRecruitmentsSearch {
  stage?: AgencyRecruitmentStage;
  search?: string;
  position?: string;
  page?: number;
}

/** A position's name: trimmed, 1 to 60 characters. */
const readPosition: ParamReader<string> = (raw) => {
  const name = typeof raw === 'string' ? raw.trim() : '';
  return name.length >= 1 && name.length <= 60 ? name : undefined;
};

const recruitmentsReaders = {
  stage: oneOf(AGENCY_RECRUITMENT_STAGES),
  search: readSearchText,
  position: readPosition,
  page: intBetween(1, Number.MAX_SAFE_INTEGER),
};

export const RECRUITMENTS_PAGE_SIZE = 12;

export const parseRecruitmentsSearch = (raw: unknown): AgencyRecruitmentsSearch =>
  readSearch(recruitmentsReaders, raw);

/** The API query of a URL state: the Offer Letter tab when none is chosen. */
export const recruitmentsQueryOf = (
  search: AgencyRecruitmentsSearch,
): AgencyRecruitmentsQueryInput => ({
  stage: search.stage ?? 'offerLetter',
  search: search.search,
  position: search.position,
  page: search.page,
  pageSize: RECRUITMENTS_PAGE_SIZE,
});
