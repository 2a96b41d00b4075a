import type {
  EmployerAnalytics,
  EmployerPipelinePage,
  EmployerProfile,
  EmployerRecruitmentsPage,
  FamilyInvoicesPage,
  FamilyOrdersPage,
  FamilyPlan,
} from '@bayti/data/contract';
import { employerProfileSample } from '@bayti/data/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmployerDemo } from '../../db/seed-employer';
import { body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { callAs, registerFamily } from '../../test/families';
import { addDays, uaeDay } from '../../uae-calendar';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Everything the employer dashboard shows a family, read through the API. */
async function dashboard(app: FastifyInstance, token: string) {
  const get = async <T>(url: string) => {
    const response = await callAs(app, token, { method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return body<{ data: T }>(response).data;
  };
  return {
    pipeline: await get<EmployerPipelinePage>('/api/employer/pipeline'),
    recruitments: await get<EmployerRecruitmentsPage>('/api/employer/recruitments'),
    orders: await get<FamilyOrdersPage>('/api/employer/orders'),
    invoices: await get<FamilyInvoicesPage>('/api/employer/invoices'),
    plan: (await get<{ plan: FamilyPlan }>('/api/employer/plan')).plan,
    profile: (await get<{ profile: EmployerProfile }>('/api/employer/profile')).profile,
    year: (await get<{ analytics: EmployerAnalytics }>('/api/employer/analytics')).analytics,
    all: (await get<{ analytics: EmployerAnalytics }>('/api/employer/analytics?period=ALL'))
      .analytics,
  };
}

describe('the demo family (family@demo.bayti.ae) after the seed', () => {
  let seen: Awaited<ReturnType<typeof dashboard>>;
  beforeAll(async () => {
    seen = await dashboard(t.app, await signIn(t.app, demoEmail('client')));
  });

  it('has candidates in every status, with interviews coming up', () => {
    expect(seen.pipeline.counts).toEqual({
      all: 9,
      shortlisted: 2,
      interview: 2,
      selected: 1,
      hired: 1,
      rejected: 3,
      returned: 0,
      replaced: 0,
    });
    const today = uaeDay(new Date());
    const upcoming = seen.pipeline.items.filter(
      (row) => row.status === 'interview' && row.interviewDate! >= today,
    );
    expect(upcoming).toHaveLength(2);
    expect(seen.year.quickStats).toEqual({
      pendingInterviews: 2,
      offers: 1,
      activeRecruitments: 1,
    });
  });

  it('has a hired candidate in recruitment', () => {
    expect(seen.recruitments.items).toEqual([
      expect.objectContaining({ candidateId: 1, name: 'Maria Santos', status: 'medical' }),
    ]);
  });

  it('has a running Premium plan, a paid past plan and an unpaid one', () => {
    expect(seen.plan.active).toMatchObject({ planId: 'premium' });
    expect(seen.plan.pendingInvoices.map((i) => i.planId)).toEqual(['standard']);
    expect(seen.invoices.items.map((i) => [i.planId, i.paymentStatus])).toEqual([
      ['standard', 'Pending'],
      ['premium', 'Paid'],
      ['basic', 'Paid'],
    ]);
    expect(seen.orders.items.map((o) => o.status)).toEqual(['Pending', 'Completed', 'Completed']);
  });

  it('has a filled profile and figures that differ by period', () => {
    expect(seen.profile).toEqual(employerProfileSample);
    expect(seen.year.funnel.viewed.count).toBeGreaterThan(0);
    expect(seen.all.funnel.viewed.count).toBeGreaterThan(seen.year.funnel.viewed.count);
    expect(seen.all.funnel.rejected.count).toBe(3);
    expect(seen.year.funnel.rejected.count).toBe(2);
  });
});

describe('the employer seed', () => {
  it('is deterministic: the same moment gives the same dashboard', async () => {
    const now = new Date('2026-11-22T08:00:00Z');
    const families = [await registerFamily(t.app), await registerFamily(t.app)];
    for (const family of families)
      await t.database.db.transaction((tx) => seedEmployerDemo(tx, now, family.email));
    const first = await dashboard(t.app, families[0]!.token);
    const second = await dashboard(t.app, families[1]!.token);
    /** Row ids and document numbers come from sequences; everything else must match. */
    const withoutIds = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value, (key, v: unknown) =>
          /^(id|orderId|invoiceId|orderNo|invoiceNo|invoice|proformaInvoice|name|email)$/.test(key)
            ? undefined
            : v,
        ),
      );
    expect(withoutIds(second)).toEqual(withoutIds(first));
    expect(first.pipeline.items.find((row) => row.candidateId === 3)).toMatchObject({
      status: 'interview',
      interviewDate: uaeDay(addDays(now, 3)),
      interviewTime: '10:30',
    });
  });
});
