import type {
  accountDetailResponseSchema,
  accountRowResponseSchema,
  agencyAccountsResponseSchema,
} from '../accounts';
import { route } from './route';

/** The routes @bayti/data/client's agency-accounts.ts calls (method, path, what they answer); no zod at run time. */
export const agencyAccountsRoutes = {
  /** Accounts: a row per recruitment, amounts computed; totals over the filter. */
  agencyAccounts: route('GET', '/agency/accounts').answers<typeof agencyAccountsResponseSchema>(),
  /** One account with its payments and the invoice's header. */
  agencyAccount: route('GET', '/agency/accounts/:id').answers<typeof accountDetailResponseSchema>(),
  /** The agency's fee for the placement; not below what was paid. */
  updateAgencyAccount: route('PATCH', '/agency/accounts/:id').answers<
    typeof accountRowResponseSchema
  >(),
  /** A payment received from the family; not above the balance. */
  recordAgencyPayment: route('POST', '/agency/accounts/:id/payments').answers<
    typeof accountRowResponseSchema
  >(),
} as const;
