import type { AccountDetail, AccountRow } from '@bayti/data/contract';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';
import { agencyRecruitmentsSample } from './agency-recruitments';
import { fixturePage } from './fixture-page';

/*
 * The agency's accounts, one per sample recruitment, with amounts in fils so sums stay exact.
 * The list answers them as one page with their totals (the server's search, status filter and
 * paging are the end-to-end tests' to check; a story that shows a filtered list answers its own
 * rows). A payment or fee change answers the new row without keeping it.
 */

const NOT_FOUND = 'Recruitment not found';
const ABOVE_BALANCE = 'The payment is more than the balance due';
const BELOW_PAID = 'The amount payable cannot be less than what has been paid';

const FEES = [500000, 500000, 550000, 525050, 600000, 500000, 475000, 500000];
const PAID = [0, 150000, 200000, 250000, 400000, 400000, 475000, 500000];

export const agencyAccountsSample: AccountRow[] = agencyRecruitmentsSample.map((r, i) => ({
  id: r.id,
  candidateId: r.candidateId,
  candidate: r.name,
  position: r.position,
  deployedCountry: 'UAE',
  amountPayable: FEES[i]! / 100,
  paid: PAID[i]! / 100,
  balance: (FEES[i]! - PAID[i]!) / 100,
  candidateAddOn: '2026-09-15',
  lastUpdatedOn: '2026-11-20',
  selectionDate: r.stageDates.offerLetter,
  recruitmentStatus: r.stage === 'deployed' ? 'Completed' : 'In Progress',
}));

const fils = (aed: number) => Math.round(aed * 100);
const sumOf = (rows: AccountRow[], key: 'amountPayable' | 'paid' | 'balance') =>
  rows.reduce((acc, row) => acc + fils(row[key]), 0) / 100;

/** A list answer: the rows as one page, with the totals over them. */
export function accountsPage(rows: AccountRow[], query: { pageSize: number }) {
  const totals = {
    recruitments: rows.length,
    amountPayable: sumOf(rows, 'amountPayable'),
    paid: sumOf(rows, 'paid'),
    balance: sumOf(rows, 'balance'),
    // The agency's refund cases (mocks/refund-cases.ts): one overdue and one open, one paid.
    refundsDue: 9890.41,
    refundsPaid: 4750,
  };
  return { data: { ...fixturePage(rows, query), totals } };
}

export function agencyAccountDetail(account: AccountRow): AccountDetail {
  return {
    account,
    payments:
      account.paid > 0
        ? [
            {
              id: account.id * 10,
              amount: account.paid,
              receivedOn: '2026-11-02',
              reference: `TT-${account.id}-1`,
              recordedAt: '2026-11-02T09:00:00.000Z',
            },
          ]
        : [],
    invoice: {
      number: `AGR-${String(account.id).padStart(6, '0')}`,
      date: '2026-11-22',
      agency: {
        name: 'Al Noor Domestic Services',
        address: 'Office 204, Al Rigga Road, Deira, Dubai',
        email: 'agency@demo.bayti.ae',
      },
      billTo: { name: 'Fatima Al Mansoori', email: 'mansoori.family@seed.bayti.ae' },
      nationality:
        agencyRecruitmentsSample.find((r) => r.id === account.id)?.nationality ?? 'Filipino',
      currency: 'AED',
    },
  };
}

export const agencyAccountHandlers = [
  mockSignedInEndpoint('agencyAccounts', ({ query }) => accountsPage(agencyAccountsSample, query)),
  mockSignedInEndpoint('agencyAccount', ({ params }) => {
    const account = agencyAccountsSample.find((row) => row.id === params.id);
    return account ? { data: agencyAccountDetail(account) } : apiError('not_found', NOT_FOUND);
  }),
  mockSignedInEndpoint('recordAgencyPayment', ({ params, body }) => {
    const account = agencyAccountsSample.find((row) => row.id === params.id);
    if (!account) return apiError('not_found', NOT_FOUND);
    if (fils(body.amount) > fils(account.balance)) return apiError('conflict', ABOVE_BALANCE);
    const paid = fils(account.paid) + fils(body.amount);
    return {
      data: {
        account: {
          ...account,
          paid: paid / 100,
          balance: (fils(account.amountPayable) - paid) / 100,
        },
      },
    };
  }),
  mockSignedInEndpoint('updateAgencyAccount', ({ params, body }) => {
    const account = agencyAccountsSample.find((row) => row.id === params.id);
    if (!account) return apiError('not_found', NOT_FOUND);
    if (fils(body.amountPayable) < fils(account.paid)) return apiError('conflict', BELOW_PAID);
    return {
      data: {
        account: {
          ...account,
          amountPayable: body.amountPayable,
          balance: (fils(body.amountPayable) - fils(account.paid)) / 100,
        },
      },
    };
  }),
];
