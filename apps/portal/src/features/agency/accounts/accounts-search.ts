import {
  ACCOUNT_RECRUITMENT_STATUSES,
  intBetween,
  oneOf,
  readSearch,
  readSearchText,
  type AccountRecruitmentStatus,
  type AgencyAccountsQueryInput,
} from '@bayti/data/contract';

/**
 * The Accounts screen's state in the URL: search, recruitment status, page. Bad values drop. Read
 * without zod: a route's validateSearch runs from the first chunk of every page (page budgets).
 */
export interface AgencyAccountsSearch {
  search?: string;
  status?: AccountRecruitmentStatus;
  page?: number;
}

export const ACCOUNTS_PAGE_SIZE = 12;

const accountsReaders = {
  search: readSearchText,
  status: oneOf(ACCOUNT_RECRUITMENT_STATUSES),
  page: intBetween(1, Number.MAX_SAFE_INTEGER),
};

export const parseAccountsSearch = (raw: unknown): AgencyAccountsSearch =>
  readSearch(accountsReaders, raw);

export const accountsQueryOf = (search: AgencyAccountsSearch): AgencyAccountsQueryInput => ({
  ...search,
  pageSize: ACCOUNTS_PAGE_SIZE,
});
