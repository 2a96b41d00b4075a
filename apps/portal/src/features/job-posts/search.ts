import {
  CANDIDATE_POSITIONS,
  EMIRATES,
  WORK_TYPES,
  intBetween,
  oneOf,
  readSearch,
  type CandidatePosition,
  type Emirate,
  type WorkType,
} from '@bayti/data/contract';

/*
 * The search params of /jobs: position, emirate, work type and page, read without zod (the route
 * runs in the main bundle, docs/decisions/0011). A hand-edited or stale value is dropped, never
 * an error page; page 1 is left out, so equal views share one address.
 */

export interface JobsSearch {
  position?: CandidatePosition;
  emirate?: Emirate;
  workType?: WorkType;
  page?: number;
}

const readers = {
  position: oneOf(CANDIDATE_POSITIONS),
  emirate: oneOf(EMIRATES),
  workType: oneOf(WORK_TYPES),
  page: intBetween(2, 10_000),
};

export const parseJobsSearch = (raw: unknown): JobsSearch => readSearch(readers, raw);

/** The admins' queue: its page only. */
export const parseQueuePage = (raw: unknown): { page?: number } =>
  readSearch({ page: intBetween(2, 10_000) }, raw);
