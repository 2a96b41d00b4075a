import { describe, expect, it } from 'vitest';
import {
  agencyAccountKeys,
  agencyAccountQueryOptions,
  fetchAgencyAccount,
  fetchAgencyAccounts,
  recordAgencyPayment,
  updateAgencyAccount,
} from './agency-accounts';
import { fetchAgencyAnalytics, fetchAgencyReport } from './agency-analytics';
import {
  agencyRecruitmentKeys,
  fetchAgencyRecruitments,
  moveAgencyRecruitment,
} from './agency-recruitments';
import { ApiError } from './api-error';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { json, stubFetch } from './test-helpers';

const account = {
  id: 3,
  candidateId: 4,
  candidate: 'Grace Atieno',
  position: 'Nanny',
  deployedCountry: 'UAE',
  amountPayable: 5000,
  paid: 1250.5,
  balance: 3749.5,
  candidateAddOn: '2026-09-20',
  lastUpdatedOn: '2026-11-01',
  selectionDate: null,
  recruitmentStatus: 'In Progress',
};
const recruitment = {
  id: 3,
  candidateId: 4,
  name: 'Grace Atieno',
  nationality: 'Kenyan',
  position: 'Nanny',
  client: 'Layla Hassan',
  stage: 'deployed',
  stageDates: {
    offerLetter: '2026-10-01',
    preMedical: null,
    qvc: null,
    pcc: null,
    visa: null,
    ticket: null,
    pregnancyTest: null,
    deployed: '2026-11-20',
  },
  ticket: null,
  deployment: { location: 'Dubai', date: '2026-11-20' },
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const counts = {
  all: 1,
  offerLetter: 0,
  preMedical: 0,
  qvc: 0,
  pcc: 0,
  visa: 0,
  ticket: 0,
  pregnancyTest: 0,
  deployed: 1,
};

const clientWith = (answer: (url: string, init: RequestInit) => Response) => {
  const stub = stubFetch(({ url, init }) => answer(url, init));
  const client = createApiClient({
    baseUrl: '/api',
    fetch: stub.fetch,
    tokenStore: createMemoryTokenStore('agency-token'),
  });
  return { stub, client };
};

describe('agency recruitments', () => {
  it('lists with only the set filters and moves with the stage details', async () => {
    const { stub, client } = clientWith((url) =>
      url.includes('/3')
        ? json(200, { data: { recruitment } })
        : json(200, { data: { items: [recruitment], counts, total: 1, page: 1, pageSize: 12 } }),
    );
    const page = await fetchAgencyRecruitments(client, { stage: 'deployed', search: '' });
    expect(page.counts.deployed).toBe(1);
    const moved = await moveAgencyRecruitment(client, 3, {
      stage: 'deployed',
      date: '2026-11-20',
      location: 'Dubai',
    });
    expect(moved.deployment).toEqual({ location: 'Dubai', date: '2026-11-20' });
    expect(stub.calls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/agency/recruitments?stage=deployed'],
      ['PATCH', '/api/agency/recruitments/3'],
    ]);
    expect(agencyRecruitmentKeys.list({ search: '' })).toEqual(agencyRecruitmentKeys.list());
  });
});

describe('agency accounts', () => {
  it('lists, reads one, records a payment and sets the fee', async () => {
    const { stub, client } = clientWith((url, init) => {
      if (url.endsWith('/payments')) return json(201, { data: { account } });
      if (init.method === 'PATCH') return json(200, { data: { account } });
      if (url.endsWith('/3'))
        return json(200, {
          data: {
            account,
            payments: [],
            invoice: {
              number: 'AGR-000003',
              date: '2026-11-22',
              agency: { name: 'Al Noor', address: '', email: '' },
              billTo: { name: 'Layla Hassan', email: 'family@example.com' },
              nationality: 'Kenyan',
              currency: 'AED',
            },
          },
        });
      return json(200, {
        data: {
          items: [account],
          totals: { recruitments: 1, amountPayable: 5000, paid: 1250.5, balance: 3749.5 },
          total: 1,
          page: 1,
          pageSize: 12,
        },
      });
    });
    expect((await fetchAgencyAccounts(client, { status: 'In Progress' })).totals.balance).toBe(
      3749.5,
    );
    expect((await fetchAgencyAccount(client, 3)).invoice.number).toBe('AGR-000003');
    await recordAgencyPayment(client, 3, { amount: 100, receivedOn: '2026-11-22' });
    await updateAgencyAccount(client, 3, { amountPayable: 5200 });
    expect(stub.calls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/agency/accounts?status=In+Progress'],
      ['GET', '/api/agency/accounts/3'],
      ['POST', '/api/agency/accounts/3/payments'],
      ['PATCH', '/api/agency/accounts/3'],
    ]);
    expect(agencyAccountQueryOptions(client, 3).queryKey).toEqual(agencyAccountKeys.detail(3));
  });

  it('rejects with the server message when a payment is above the balance', async () => {
    const { client } = clientWith(() =>
      json(409, {
        error: { code: 'conflict', message: 'The payment is more than the balance due' },
      }),
    );
    const refused = recordAgencyPayment(client, 3, { amount: 9999, receivedOn: '2026-11-22' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      message: 'The payment is more than the balance due',
    });
  });
});

describe('agency analytics and reports', () => {
  it('asks for the period', async () => {
    const report = {
      period: '1M',
      from: '2026-10-22',
      to: '2026-11-22',
      currency: 'AED',
      months: [{ month: '2026-11', placements: 1, revenue: 100 }],
      totals: { placements: 1, revenue: 100 },
    };
    const { stub, client } = clientWith(() => json(200, { data: { report } }));
    await expect(fetchAgencyReport(client, '1M')).resolves.toEqual(report);
    await expect(fetchAgencyAnalytics(client, { period: '6M' })).rejects.toBeTruthy();
    expect(stub.calls.map((c) => c.url)).toEqual([
      '/api/agency/reports?period=1M',
      '/api/agency/analytics?period=6M',
    ]);
  });
});
