import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { managedCandidateForm } from '../../apps/api/src/test/managed-candidate-form.ts';
import { signUpThroughApi } from './session.ts';
import { testServer } from './test-server.ts';

/*
 * Hiring as the product does it (docs/decisions/0029), through the API, for journeys that need a
 * worker of their own: a hired worker leaves the public list for every later journey on the same
 * server, so none of them hires a seeded profile.
 */

export interface Account {
  token: string;
  user: unknown;
}

export interface PipelineRow {
  id: number;
  name: string;
  position: string;
  hiredOn: string | null;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const letters = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** Calls the API and answers its JSON; anything but a 2xx fails the journey with its body. */
export async function api<T>(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${testServer().baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A demo account's session. */
export async function demoSession(email: string): Promise<Account> {
  return api<Account>(null, 'POST', '/auth/login', { email, password: DEMO_PASSWORD });
}

/** The UAE day some days from now. */
export const uaeDayIn = (days: number) =>
  new Date(Date.now() + (4 + 24 * days) * 3_600_000).toISOString().slice(0, 10);

/** A new verified family, with a Standard plan an admin recorded as paid by transfer. */
export async function familyWithPlan(name: string): Promise<Account & { email: string }> {
  const email = `hiring-${unique()}@e2e.bayti.ae`;
  const account = await signUpThroughApi({ name, email, password: 'a-good-password' });
  const { data } = await api<{ data: { invoice: { id: number; amount: number } } }>(
    account.token,
    'POST',
    '/employer/plans',
    { planId: 'standard' },
  );
  const admin = await demoSession('admin@demo.bayti.ae');
  await api(admin.token, 'POST', `/admin/invoices/${data.invoice.id}/payments`, {
    method: 'bank_transfer',
    amount: data.invoice.amount,
    receivedOn: uaeDayIn(0),
    reference: `FT-${data.invoice.id}`,
  });
  return { ...account, email };
}

/** A new candidate of the demo agency (Al Noor), listed at once by an admin. */
export async function listedCandidate(): Promise<{ id: number; name: string }> {
  const firstName = `Wanjiru ${letters(unique())}`;
  const agency = await demoSession('agency@demo.bayti.ae');
  const { data } = await api<{ data: { candidate: { id: number } } }>(
    agency.token,
    'POST',
    '/agency/candidates',
    managedCandidateForm({ firstName, fullImage: '/images/candidates/grace-wanjiku.svg' }),
  );
  const admin = await demoSession('admin@demo.bayti.ae');
  await api(admin.token, 'POST', `/admin/candidates/${data.candidate.id}/listing`, {
    salaryBand: '2000-2500',
    visa: 'Own Visa',
    contactRoute: 'agency',
    noFeeTaken: true,
  });
  // Her name as the public profile, and so the family's table, writes it.
  const listed = await api<{ data: { candidate: { id: number; name: string } } }>(
    null,
    'GET',
    `/candidates/${data.candidate.id}`,
  );
  if (!listed.data.candidate.name.includes(firstName))
    throw new Error(`Listed as ${listed.data.candidate.name}, not ${firstName}`);
  return { id: listed.data.candidate.id, name: listed.data.candidate.name };
}

/** The demo agency accepts the pending offer to its candidate. */
export async function agencyAccepts(candidateId: number): Promise<void> {
  const agency = await demoSession('agency@demo.bayti.ae');
  const { data } = await api<{
    data: { items: { id: number; status: string; candidate: { id: number } }[] };
  }>(agency.token, 'GET', '/agency/offers');
  const offer = data.items.find((o) => o.candidate.id === candidateId && o.status === 'pending');
  if (!offer) throw new Error(`No pending offer to candidate ${candidateId}`);
  await api(agency.token, 'POST', `/agency/offers/${offer.id}/answer`, { answer: 'accept' });
}

/** The family shortlists the candidate, offers her the job and her agency accepts. */
export async function hireThroughApi(family: Account, candidateId: number): Promise<PipelineRow> {
  const added = await api<{ data: { candidate: PipelineRow } }>(
    family.token,
    'POST',
    '/employer/pipeline',
    { candidateId },
  );
  await api(family.token, 'POST', `/employer/pipeline/${added.data.candidate.id}/offers`, {
    position: added.data.candidate.position,
    monthlySalaryAed: 2300,
    startOn: uaeDayIn(0),
    workType: 'Live-in',
    dayOff: 'friday',
    accommodation: 'private_room',
  });
  await agencyAccepts(candidateId);
  const { data } = await api<{ data: { items: PipelineRow[] } }>(
    family.token,
    'GET',
    '/employer/pipeline',
  );
  return data.items.find((row) => row.id === added.data.candidate.id)!;
}
