import {
  agencyRecruitmentStageSchema,
  searchTextSchema,
  type AgencyRecruitmentsQueryInput,
} from '@bayti/data/contract';
import { z } from 'zod';

/** The Recruitments screen's state in the URL: stage tab, search text, page. Bad values drop. */
export const recruitmentsSearchSchema = z.object({
  stage: agencyRecruitmentStageSchema.optional().catch(undefined),
  search: searchTextSchema.optional().catch(undefined),
  position: z.string().trim().min(1).max(60).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type AgencyRecruitmentsSearch = z.infer<typeof recruitmentsSearchSchema>;

export const RECRUITMENTS_PAGE_SIZE = 12;

export const parseRecruitmentsSearch = (raw: unknown): AgencyRecruitmentsSearch => {
  const parsed = recruitmentsSearchSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
};

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
