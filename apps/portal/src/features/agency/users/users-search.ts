import {
  intBetween,
  oneOf,
  readSearch,
  readSearchText,
  USER_STATUSES,
  type AgencyUsersQueryInput,
  type UserStatus,
} from '@bayti/data/contract';

/**
 * The Users list's state in the URL: search text, status, page. Bad values are dropped. Read
 * without zod: a route's validateSearch runs from the first chunk of every page (page budgets).
 */
export interface UsersSearch {
  search?: string;
  status?: UserStatus;
  page?: number;
}

export const USERS_PAGE_SIZE = 10;

const usersReaders = {
  search: readSearchText,
  status: oneOf(USER_STATUSES),
  page: intBetween(1, Number.MAX_SAFE_INTEGER),
};

export const parseUsersSearch = (raw: unknown): UsersSearch => readSearch(usersReaders, raw);

/** The API query of a URL state. */
export const usersQueryOf = (search: UsersSearch): AgencyUsersQueryInput => ({
  ...search,
  pageSize: USERS_PAGE_SIZE,
});
