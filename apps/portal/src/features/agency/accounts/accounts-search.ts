import {
  accountRecruitmentStatusSchema,
  searchTextSchema,
  type AgencyAccountsQueryInput,
} from '@bayti/data/contract';
import { z } from 'zod';

/** The Accounts screen's state in the URL: search, recruitment status, page. Bad values drop. */
export const accountsSearchSchema = z.object({
  search: searchTextSchema.optional().catch(undefined),
  status: accountRecruitmentStatusSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type AgencyAccountsSearch = z.infer<typeof accountsSearchSchema>;

export const ACCOUNTS_PAGE_SIZE = 12;

export const parseAccountsSearch = (raw: unknown): AgencyAccountsSearch => {
  const parsed = accountsSearchSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
};

export const accountsQueryOf = (search: AgencyAccountsSearch): AgencyAccountsQueryInput => ({
  ...search,
  pageSize: ACCOUNTS_PAGE_SIZE,
});

/** An amount typed in AED: positive (or zero when allowed), at most 2 decimals; else null. */
export function parseAedInput(raw: string, allowZero = false): number | null {
  const value = raw.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 || (allowZero && amount === 0) ? amount : null;
}
