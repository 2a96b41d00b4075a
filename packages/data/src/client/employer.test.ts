import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  employerAnalyticsSample,
  employerPipelineSample,
  familyInvoicesSample,
  familyOrdersSample,
  invoiceDetailSample,
} from '../fixtures';
import {
  addToPipeline,
  employerAnalyticsQueryOptions,
  employerKeys,
  employerPipelineQueryOptions,
  employerPositionsQueryOptions,
  fetchEmployerInvoices,
  markInvoicePaid,
  purchasePlan,
  updatePipelineEntry,
} from './employer';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { headerOf, json, stubFetch } from './test-helpers';

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('tok');
  return { ...stub, client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }) };
};

const pipelinePage = {
  items: employerPipelineSample,
  counts: {
    all: 2,
    shortlisted: 0,
    interview: 1,
    selected: 0,
    hired: 1,
    rejected: 0,
    returned: 0,
    replaced: 0,
  },
  total: 2,
  page: 1,
  pageSize: 100,
};

describe('employer client', () => {
  it('sends only the set pipeline filters and shares a cache key for equal searches', async () => {
    const { client, calls } = clientWith(() => json(200, { data: pipelinePage }));
    const params = { status: 'interview' as const, search: '', sort: 'age' as const };
    await expect(
      new QueryClient().fetchQuery(employerPipelineQueryOptions(client, params)),
    ).resolves.toEqual(pipelinePage);
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/employer/pipeline');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'interview', sort: 'age' });
    expect(headerOf(calls[0]!.init, 'Authorization')).toBe('Bearer tok');
    expect(employerKeys.pipeline(params)).toEqual(
      employerKeys.pipeline({ sort: 'age', status: 'interview' }),
    );
  });

  it("reads the family's positions and sends a position list's filter", async () => {
    const positions = [{ position: 'Nanny', count: 2 }];
    const { client, calls } = clientWith(() => json(200, { data: { positions } }));
    await expect(
      new QueryClient().fetchQuery(employerPositionsQueryOptions(client)),
    ).resolves.toEqual(positions);
    expect(calls[0]?.url).toBe('/api/employer/positions');

    const page = clientWith(() => json(200, { data: pipelinePage }));
    await new QueryClient().fetchQuery(
      employerPipelineQueryOptions(page.client, { position: 'Elder Care', status: 'returned' }),
    );
    const url = new URL(page.calls[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      position: 'Elder Care',
      status: 'returned',
    });
  });

  it('asks for the default analytics period', async () => {
    const { client, calls } = clientWith(() =>
      json(200, { data: { analytics: employerAnalyticsSample } }),
    );
    await expect(
      new QueryClient().fetchQuery(employerAnalyticsQueryOptions(client)),
    ).resolves.toEqual(employerAnalyticsSample);
    expect(calls[0]?.url).toBe('/api/employer/analytics?period=1Y');
  });

  it('shortlists and moves candidates with JSON bodies', async () => {
    const row = employerPipelineSample[1]!;
    const { client, calls } = clientWith(() => json(200, { data: { candidate: row } }));
    await expect(addToPipeline(client, 3)).resolves.toEqual(row);
    await updatePipelineEntry(client, 2, {
      status: 'interview',
      interviewDate: '2026-11-25',
      interviewTime: '16:00',
    });
    expect(calls.map((c) => [c.init.method, c.url, c.init.body])).toEqual([
      ['POST', '/api/employer/pipeline', JSON.stringify({ candidateId: 3 })],
      [
        'PATCH',
        '/api/employer/pipeline/2',
        JSON.stringify({
          status: 'interview',
          interviewDate: '2026-11-25',
          interviewTime: '16:00',
        }),
      ],
    ]);
  });

  it('surfaces field errors of a refused move', async () => {
    const { client } = clientWith(() =>
      json(400, {
        error: {
          code: 'validation',
          message: 'Please check the highlighted fields.',
          fields: { interviewDate: 'Choose the interview date' },
        },
      }),
    );
    await expect(
      updatePipelineEntry(client, 2, {
        status: 'interview',
        interviewDate: '',
        interviewTime: '10:00',
      }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { interviewDate: 'Choose the interview date' },
    });
  });

  it('buys a plan, lists invoices with a search, and records a payment', async () => {
    const answers = [
      json(201, { data: { order: familyOrdersSample[0], invoice: familyInvoicesSample[0] } }),
      json(200, { data: { items: familyInvoicesSample, total: 1, page: 1, pageSize: 100 } }),
      json(200, { data: { invoice: invoiceDetailSample } }),
    ];
    const { client, calls } = clientWith(() => answers.shift()!);
    await expect(purchasePlan(client, 'standard')).resolves.toEqual({
      order: familyOrdersSample[0],
      invoice: familyInvoicesSample[0],
    });
    await expect(fetchEmployerInvoices(client, { search: 'paid' })).resolves.toMatchObject({
      items: familyInvoicesSample,
    });
    await expect(markInvoicePaid(client, 1)).resolves.toEqual(invoiceDetailSample);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/employer/plans'],
      ['GET', '/api/employer/invoices?search=paid'],
      ['PATCH', '/api/admin/invoices/1'],
    ]);
    expect(calls[2]?.init.body).toBe(JSON.stringify({ paymentStatus: 'Paid' }));
  });
});
