import {
  searchTextSchema,
  userStatusSchema,
  type AgencyUsersQueryInput,
} from '@bayti/data/contract';
import { z } from 'zod';

/** The Users list's state in the URL: search text, status, page. Bad values are dropped. */
export const usersSearchSchema = z.object({
  search: searchTextSchema.optional().catch(undefined),
  status: userStatusSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;

export const USERS_PAGE_SIZE = 10;

export const parseUsersSearch = (raw: unknown): UsersSearch => {
  const parsed = usersSearchSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
};

/** The API query of a URL state. */
export const usersQueryOf = (search: UsersSearch): AgencyUsersQueryInput => ({
  ...search,
  pageSize: USERS_PAGE_SIZE,
});
