import { allow, routesOf } from './route';

const { route } = routesOf('agency');

/** The routes @bayti/data/client's agency-accounts.ts calls; no zod at run time. */
export const agencyAccountsRoutes = {
  /** Accounts: a row per recruitment, amounts computed; totals over the filter. */
  agencyAccounts: route('GET', '/agency/accounts', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Accounts: a row per recruitment, payable, paid and balance in AED; totals',
    query: 'agencyAccountsQuerySchema',
    response: 'agencyAccountsResponseSchema',
  }),
  /** One account with its payments and the invoice's header. */
  agencyAccount: route('GET', '/agency/accounts/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'One account with its payments and the invoice header',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'accountDetailResponseSchema',
  }),
  /** The agency's fee for the placement; not below what was paid. */
  updateAgencyAccount: route('PATCH', '/agency/accounts/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Set the agency's fee for the placement (not below what was paid)",
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'updateAccountBodySchema',
    response: 'accountRowResponseSchema',
  }),
  /** A payment received from the family; not above the balance. */
  recordAgencyPayment: route('POST', '/agency/accounts/:id/payments', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Record a payment received from the family (not above the balance)',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'recordPaymentBodySchema',
    response: 'accountRowResponseSchema',
    status: 201,
  }),
} as const;
