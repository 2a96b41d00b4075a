import {
  ROLES,
  type AccountDetail,
  type AccountRow,
  type AgencyAccountsPage,
  type AgencyAnalytics,
  type AgencyRecruitment,
  type AgencyRecruitmentsPage,
  type AgencyReport,
  type EmployerRecruitmentsPage,
} from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { candidates, users } from '../../db/schema';
import { callAs, signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { registerFamily, type TestFamily } from '../../test/families';
import { signIn, startTestApp, type TestApp } from '../../test/harness';
import { hireCandidate } from '../../test/hiring';
import { uaeDay } from '../../uae-calendar';

let t: TestApp;
let tokens: RoleTokens;
/** The owner of agency 2 (agency B); the demo agency and its staff are agency A (1). */
let agencyB: string;
let family: TestFamily;
let ofA: AgencyRecruitment;
let ofB: AgencyRecruitment;
let today: string;

const AGENCY_A = 1;
const AGENCY_B = 2;

/** Candidates of the public fixtures given to each agency for these tests. */
const CANDIDATE_OF_A = 4;
const CANDIDATE_OF_B = 5;

const db = () => t.database.db;

async function hire(f: TestFamily, candidateId: number): Promise<void> {
  await hireCandidate(t, f, candidateId);
}

const list = async (token: string, query = '') => {
  const response = await callAs(t, token, {
    method: 'GET',
    url: `/api/agency/recruitments${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AgencyRecruitmentsPage }>().data;
};

const move = (token: string, id: number, payload: object) =>
  callAs(t, token, { method: 'PATCH', url: `/api/agency/recruitments/${id}`, payload });

const accounts = async (token: string, query = '') => {
  const response = await callAs(t, token, { method: 'GET', url: `/api/agency/accounts${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AgencyAccountsPage }>().data;
};

const accountOf = async (token: string, id: number) => {
  const response = await callAs(t, token, { method: 'GET', url: `/api/agency/accounts/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AccountDetail }>().data;
};

beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInEveryRole(t);
  today = uaeDay(t.clock.now());
  const email = 'agency-b-owner@test.bayti.ae';
  await db()
    .insert(users)
    .values({
      name: 'Agency B Owner',
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 'agency',
      agencyId: AGENCY_B,
    });
  agencyB = await signIn(t.app, email);
  await db()
    .update(candidates)
    .set({ agencyId: AGENCY_A, publisherAgencyId: AGENCY_A })
    .where(eq(candidates.id, CANDIDATE_OF_A));
  await db()
    .update(candidates)
    .set({ agencyId: AGENCY_B, publisherAgencyId: AGENCY_B })
    .where(eq(candidates.id, CANDIDATE_OF_B));
  family = await registerFamily(t.app, 'Recruiting Family');
  await hire(family, CANDIDATE_OF_A);
  await hire(family, CANDIDATE_OF_B);
  ofA = (await list(tokens.agency)).items.find((r) => r.candidateId === CANDIDATE_OF_A)!;
  ofB = (await list(agencyB)).items.find((r) => r.candidateId === CANDIDATE_OF_B)!;
});
afterAll(() => t.close());

/** Every agency endpoint, with a harmless body for the writes. */
const calls = (): InjectOptions[] => [
  { method: 'GET', url: '/api/agency/recruitments' },
  {
    method: 'PATCH',
    url: `/api/agency/recruitments/${ofA.id}`,
    payload: { stage: 'preMedical', date: today },
  },
  { method: 'GET', url: '/api/agency/accounts' },
  { method: 'GET', url: `/api/agency/accounts/${ofA.id}` },
  { method: 'PATCH', url: `/api/agency/accounts/${ofA.id}`, payload: { amountPayable: 1 } },
  {
    method: 'POST',
    url: `/api/agency/accounts/${ofA.id}/payments`,
    payload: { amount: 1, receivedOn: today },
  },
  { method: 'GET', url: '/api/agency/analytics?period=ALL' },
  { method: 'GET', url: '/api/agency/reports?period=ALL' },
];

describe('who may call the agency endpoints', () => {
  it('refuses visitors, families, workers and the admin, and changes nothing', async () => {
    const before = await accountOf(tokens.agency, ofA.id);
    for (const options of calls()) {
      const visitor = await callAs(t, null, options);
      expect(visitor.statusCode, visitor.body).toBe(401);
      for (const role of ROLES.filter((r) => r !== 'agency' && r !== 'staff')) {
        const refused = await callAs(t, tokens[role], options);
        expect(refused.statusCode, `${role} ${options.method} ${options.url}`).toBe(403);
        expect(refused.json()).toMatchObject({ error: { code: 'forbidden' } });
      }
    }
    const after = await accountOf(tokens.agency, ofA.id);
    expect(after.account).toEqual(before.account);
    expect(after.payments).toEqual([]);
    expect((await list(tokens.agency)).items.find((r) => r.id === ofA.id)?.stage).toBe(
      'offerLetter',
    );
  });

  it("answers not found for another agency's recruitment, and changes nothing", async () => {
    for (const options of calls().filter((o) => String(o.url).includes(`/${ofA.id}`))) {
      const refused = await callAs(t, agencyB, options);
      expect(refused.statusCode, `${options.method} ${options.url}`).toBe(404);
    }
    expect((await accountOf(tokens.agency, ofA.id)).payments).toEqual([]);
    expect((await move(tokens.agency, ofB.id, { stage: 'qvc', date: today })).statusCode).toBe(404);
  });

  it("lists only the agency's own recruitments, to its owner and its staff", async () => {
    for (const token of [tokens.agency, tokens.staff]) {
      const page = await list(token);
      expect(page.items.map((r) => r.candidateId)).toContain(CANDIDATE_OF_A);
      expect(page.items.map((r) => r.candidateId)).not.toContain(CANDIDATE_OF_B);
      const rows = (await accounts(token)).items;
      expect(rows.map((r) => r.id)).toContain(ofA.id);
      expect(rows.map((r) => r.id)).not.toContain(ofB.id);
    }
    const ofBOnly = await list(agencyB);
    expect(ofBOnly.items.map((r) => r.candidateId)).toEqual([CANDIDATE_OF_B]);
    expect(ofBOnly.counts).toMatchObject({ all: 1, offerLetter: 1, deployed: 0 });
  });
});

describe('Recruitments', () => {
  it('starts at the offer letter on the day the family hired', () => {
    expect(ofA).toMatchObject({
      stage: 'offerLetter',
      client: 'Recruiting Family',
      ticket: null,
      deployment: null,
    });
    expect(ofA.stageDates.offerLetter).toBe(today);
    expect(ofA.stageDates.preMedical).toBeNull();
  });

  it('searches by name or nationality and filters by stage tab', async () => {
    const byName = await list(tokens.agency, `?search=${encodeURIComponent(ofA.name.slice(0, 4))}`);
    expect(byName.items.map((r) => r.id)).toContain(ofA.id);
    const byNationality = await list(tokens.agency, `?search=${ofA.nationality}`);
    expect(byNationality.items.every((r) => r.nationality === ofA.nationality)).toBe(true);
    const none = await list(tokens.agency, '?search=zzzz-nobody');
    expect(none).toMatchObject({ items: [], total: 0 });
    const byPosition = await list(tokens.agency, `?position=${encodeURIComponent(ofA.position)}`);
    expect(byPosition.items.map((r) => r.id)).toContain(ofA.id);
    expect(byPosition.items.every((r) => r.position === ofA.position)).toBe(true);
    expect((await list(tokens.agency, '?position=Astronaut')).counts.all).toBe(0);
    const deployed = await list(tokens.agency, '?stage=deployed');
    expect(deployed.items.every((r) => r.stage === 'deployed')).toBe(true);
  });

  it('refuses a day in the future or before the offer letter, and a ticket or deployment without details', async () => {
    const future = await move(tokens.agency, ofA.id, { stage: 'preMedical', date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: { fields: { date: expect.any(String) } } });
    const early = await move(tokens.agency, ofA.id, { stage: 'preMedical', date: '2000-01-01' });
    expect(early.statusCode).toBe(400);
    expect((await move(tokens.agency, ofA.id, { stage: 'ticket', date: today })).statusCode).toBe(
      400,
    );
    expect((await move(tokens.agency, ofA.id, { stage: 'deployed', date: today })).statusCode).toBe(
      400,
    );
    expect((await move(tokens.agency, ofA.id, { stage: 'visa' })).statusCode).toBe(400);
    expect((await list(tokens.agency)).items.find((r) => r.id === ofA.id)?.stage).toBe(
      'offerLetter',
    );
  });

  it('moves through every stage to deployed, storing the days, flight and deployment; the family sees its stage', async () => {
    const familyStage = async () => {
      const response = await family.call({ method: 'GET', url: '/api/employer/recruitments' });
      const page = response.json<{ data: EmployerRecruitmentsPage }>().data;
      return page.items.find((r) => r.candidateId === CANDIDATE_OF_A)?.status;
    };
    const expected = {
      preMedical: 'medical',
      qvc: 'medical',
      pcc: 'otherDocuments',
      visa: 'visa',
      pregnancyTest: 'pregnancyTest',
    } as const;
    for (const stage of ['preMedical', 'qvc', 'pcc', 'visa'] as const) {
      const moved = await move(tokens.staff, ofA.id, { stage, date: today });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.recruitment).toMatchObject({
        stage,
        stageDates: { [stage]: today },
      });
      expect(await familyStage()).toBe(expected[stage]);
    }
    const ticket = {
      airline: 'Emirates',
      flightNo: 'EK 333',
      arrivalDate: today,
      arrivalTime: '21:45',
      ticketNumber: 'PNR7XQ',
    };
    const ticketed = await move(tokens.agency, ofA.id, { stage: 'ticket', date: today, ticket });
    expect(ticketed.statusCode, ticketed.body).toBe(200);
    expect(await familyStage()).toBe('ticket');
    expect(
      (await move(tokens.agency, ofA.id, { stage: 'pregnancyTest', date: today })).statusCode,
    ).toBe(200);
    const deployed = await move(tokens.agency, ofA.id, {
      stage: 'deployed',
      date: today,
      location: 'Dubai Marina',
    });
    expect(deployed.statusCode, deployed.body).toBe(200);
    expect(await familyStage()).toBe('pregnancyTest');

    const stored = (await list(tokens.agency, '?stage=deployed')).items.find(
      (r) => r.id === ofA.id,
    );
    expect(stored).toMatchObject({
      stage: 'deployed',
      ticket,
      deployment: { location: 'Dubai Marina', date: today },
    });
    expect(Object.values(stored!.stageDates).every((d) => d === today)).toBe(true);
    const [candidate] = await db()
      .select({ status: candidates.managedStatus })
      .from(candidates)
      .where(eq(candidates.id, CANDIDATE_OF_A));
    expect(candidate?.status).toBe('deployed');
    const counts = (await list(tokens.agency)).counts;
    expect(counts.deployed).toBeGreaterThanOrEqual(1);
    expect(
      (await accounts(tokens.agency)).items.find((r) => r.id === ofA.id)?.recruitmentStatus,
    ).toBe('Completed');
  });

  it('moving back clears the later stages and makes the worker hired again', async () => {
    const back = await move(tokens.agency, ofB.id, { stage: 'visa', date: today });
    expect(back.statusCode).toBe(404); // agency A cannot touch B's
    const moved = await move(agencyB, ofB.id, {
      stage: 'deployed',
      date: today,
      location: 'Abu Dhabi',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const undone = await move(agencyB, ofB.id, { stage: 'pcc', date: today });
    expect(undone.json().data.recruitment).toMatchObject({
      stage: 'pcc',
      deployment: null,
      stageDates: { pcc: today, deployed: null, visa: null },
    });
    const [candidate] = await db()
      .select({ status: candidates.managedStatus })
      .from(candidates)
      .where(eq(candidates.id, CANDIDATE_OF_B));
    expect(candidate?.status).toBe('hired');
  });
});

describe('The admin through PATCH /recruitments/:id', () => {
  it("lands on the first agency stage of the family's document stage", async () => {
    const moved = await callAs(t, tokens.admin, {
      method: 'PATCH',
      url: `/api/recruitments/${ofB.id}`,
      payload: { stage: 'otherDocuments' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list(agencyB)).items[0]?.stage).toBe('pcc');
    const medical = await callAs(t, tokens.admin, {
      method: 'PATCH',
      url: `/api/recruitments/${ofB.id}`,
      payload: { stage: 'medical' },
    });
    expect(medical.statusCode).toBe(200);
    expect((await list(agencyB)).items[0]?.stage).toBe('preMedical');
  });
});

describe('Accounts', () => {
  it('computes payable, paid and balance in exact AED, records payments and refuses an overpayment', async () => {
    const start = (await accountOf(tokens.agency, ofA.id)).account;
    expect(start).toMatchObject({
      amountPayable: 5000,
      paid: 0,
      balance: 5000,
      deployedCountry: 'UAE',
    });
    expect(start.selectionDate).toBe(today);

    const fee = await callAs(t, tokens.agency, {
      method: 'PATCH',
      url: `/api/agency/accounts/${ofA.id}`,
      payload: { amountPayable: 6000.3 },
    });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json<{ data: { account: AccountRow } }>().data.account.amountPayable).toBe(6000.3);

    const pay = (token: string, amount: number, reference = '') =>
      callAs(t, token, {
        method: 'POST',
        url: `/api/agency/accounts/${ofA.id}/payments`,
        payload: { amount, receivedOn: today, reference },
      });
    const first = await pay(tokens.agency, 0.1, 'TT-1');
    expect(first.statusCode, first.body).toBe(201);
    const second = await pay(tokens.staff, 0.2, 'TT-2');
    expect(second.json<{ data: { account: AccountRow } }>().data.account).toMatchObject({
      paid: 0.3,
      balance: 6000,
    });
    const over = await pay(tokens.agency, 6000.01);
    expect(over.statusCode).toBe(409);
    expect((await pay(tokens.agency, 1.234)).statusCode).toBe(400);
    expect((await pay(tokens.agency, -5)).statusCode).toBe(400);

    const below = await callAs(t, tokens.agency, {
      method: 'PATCH',
      url: `/api/agency/accounts/${ofA.id}`,
      payload: { amountPayable: 0.29 },
    });
    expect(below.statusCode).toBe(409);

    const detail = await accountOf(tokens.staff, ofA.id);
    expect(detail.account).toMatchObject({ amountPayable: 6000.3, paid: 0.3, balance: 6000 });
    expect(detail.payments.map((p) => [p.amount, p.reference])).toEqual([
      [0.1, 'TT-1'],
      [0.2, 'TT-2'],
    ]);
    expect(detail.invoice).toMatchObject({
      number: `AGR-${String(ofA.id).padStart(6, '0')}`,
      billTo: { name: 'Recruiting Family', email: family.email },
      currency: 'AED',
    });
  });

  it('searches, filters by recruitment status and totals every matching row', async () => {
    const all = await accounts(tokens.agency);
    const sum = (key: 'amountPayable' | 'paid' | 'balance') =>
      Math.round(all.items.reduce((acc, row) => acc + row[key] * 100, 0)) / 100;
    expect(all.totals).toEqual({
      recruitments: all.total,
      amountPayable: sum('amountPayable'),
      paid: sum('paid'),
      balance: sum('balance'),
      // No return opened a refund case for this agency here (refund-cases.test.ts sums them).
      refundsDue: 0,
      refundsPaid: 0,
    });
    const completed = await accounts(tokens.agency, '?status=Completed');
    expect(completed.items.every((r) => r.recruitmentStatus === 'Completed')).toBe(true);
    expect(completed.items.map((r) => r.id)).toContain(ofA.id);
    const inProgress = await accounts(tokens.agency, '?status=In%20Progress');
    expect(inProgress.items.map((r) => r.id)).not.toContain(ofA.id);
    const search = await accounts(tokens.agency, `?search=${encodeURIComponent(ofA.name)}`);
    expect(search.items.map((r) => r.id)).toContain(ofA.id);
    expect((await accounts(tokens.agency, '?search=zzzz-nobody')).totals.recruitments).toBe(0);
    const paged = await accounts(tokens.agency, '?pageSize=1&page=1');
    expect(paged.items.length).toBeLessThanOrEqual(1);
  });
});

describe('Analytics and Reports', () => {
  it('counts the agency candidates per card with floor percent, money totals and the chart', async () => {
    const response = await callAs(t, tokens.staff, {
      method: 'GET',
      url: '/api/agency/analytics?period=1M',
    });
    expect(response.statusCode, response.body).toBe(200);
    const analytics = response.json<{ data: { analytics: AgencyAnalytics } }>().data.analytics;
    const [total] = await db()
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.agencyId, AGENCY_A))
      .then((rows) => [rows.length]);
    const card = (name: string) => analytics.stats.find((s) => s.card === name)!;
    expect(card('total').count).toBe(total);
    expect(card('total').percent).toBe(total ? 100 : 0);
    for (const s of analytics.stats) {
      expect(s.percent).toBe(total ? Math.floor((s.count * 100) / total!) : 0);
    }
    expect(analytics.stats.map((s) => s.card)).toEqual([
      'total',
      'shortlisted',
      'new',
      'interviewed',
      'hired',
      'rejected',
    ]);
    const thisMonth = today.slice(0, 7);
    expect(analytics.chart.at(-1)?.month).toBe(thisMonth);
    expect(analytics.chart.at(-1)?.hired).toBeGreaterThanOrEqual(1);
    expect(analytics.quickStats.thisMonthHired).toBeGreaterThanOrEqual(1);

    // Over ALL, the money totals are the Accounts totals, and the chart's hires the placements.
    const all = await callAs(t, tokens.agency, {
      method: 'GET',
      url: '/api/agency/analytics?period=ALL',
    });
    const overAll = all.json<{ data: { analytics: AgencyAnalytics } }>().data.analytics;
    const { totals } = await accounts(tokens.agency);
    expect(overAll.totals).toEqual({
      amountPayable: totals.amountPayable,
      received: totals.paid,
      balance: totals.balance,
      candidates: totals.recruitments,
    });
    expect(overAll.chart.reduce((acc, m) => acc + m.hired, 0)).toBe(totals.recruitments);
    expect(overAll.quickStats.activeRecruitments).toBe(
      (await accounts(tokens.agency, '?status=In%20Progress')).total,
    );

    const b = await callAs(t, agencyB, { method: 'GET', url: '/api/agency/analytics?period=ALL' });
    const ofBAnalytics = b.json<{ data: { analytics: AgencyAnalytics } }>().data.analytics;
    expect(ofBAnalytics.totals).toMatchObject({ amountPayable: 5000, received: 0, candidates: 1 });
    expect(ofBAnalytics.quickStats.activeRecruitments).toBe(1);
  });

  it('reports placements and payments received per UAE month, per agency', async () => {
    const report = async (token: string) => {
      const response = await callAs(t, token, {
        method: 'GET',
        url: '/api/agency/reports?period=6M',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { report: AgencyReport } }>().data.report;
    };
    const a = await report(tokens.agency);
    expect(a.months.at(-1)?.month).toBe(today.slice(0, 7));
    expect(a.months.at(-1)?.revenue).toBeGreaterThanOrEqual(0.3);
    expect(a.months.at(-1)?.placements).toBeGreaterThanOrEqual(1);
    expect(a.months).toHaveLength(7);
    const { totals } = await accounts(tokens.agency);
    const overAll = await callAs(t, tokens.agency, {
      method: 'GET',
      url: '/api/agency/reports?period=ALL',
    });
    expect(overAll.json<{ data: { report: AgencyReport } }>().data.report.totals).toEqual({
      placements: totals.recruitments,
      revenue: totals.paid,
    });
    const b = await report(agencyB);
    expect(b.totals).toEqual({ placements: 1, revenue: 0 });
    expect(
      (await callAs(t, tokens.agency, { method: 'GET', url: '/api/agency/reports?period=2Y' }))
        .statusCode,
    ).toBe(400);
  });
});
