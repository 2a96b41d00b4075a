import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { describe, expect, test } from 'vitest';
import { managedCandidateForm } from '../../apps/api/src/test/managed-candidate-form.ts';
import { useBrowser } from './browser.ts';
import { pick, typeDate } from './fields.ts';
import { signUpThroughApi } from './session.ts';

/**
 * Issue 16's hiring journey on a real server (docs/decisions/0029): a family with a plan sends an
 * offer from her Candidates table, the agency that listed the worker accepts it from its Offers,
 * the worker leaves /candidates, and another family that had her on its list sees "No longer
 * available".
 */
const { open, baseUrl } = useBrowser();

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const letters = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

async function api<T>(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
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

const signIn = async (email: string) =>
  (await api<{ token: string }>(null, 'POST', '/auth/login', { email, password: DEMO_PASSWORD }))
    .token;

/** A new family, verified, with a paid Standard plan when asked. */
async function family(name: string, withPlan: boolean) {
  const account = await signUpThroughApi({
    name,
    email: `offers-${unique()}@e2e.bayti.ae`,
    password: 'a-good-password',
  });
  if (withPlan) {
    const { data } = await api<{ data: { invoice: { id: number; amount: number } } }>(
      account.token,
      'POST',
      '/employer/plans',
      { planId: 'standard' },
    );
    await api(
      await signIn('admin@demo.bayti.ae'),
      'POST',
      `/admin/invoices/${data.invoice.id}/payments`,
      {
        method: 'bank_transfer',
        amount: data.invoice.amount,
        receivedOn: new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10),
        reference: `FT-${data.invoice.id}`,
      },
    );
  }
  return account;
}

/** Opens a path signed in with a session made through the API. */
async function openAs(account: { token: string; user: unknown }, path: string) {
  const { page, errors } = await open('/');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify(user));
    },
    [account.token, account.user] as const,
  );
  await page.goto(path);
  return { page, errors };
}

const listedIds = async () =>
  (
    await api<{ data: { candidates: { id: number }[] } }>(null, 'GET', '/candidates?pageSize=100')
  ).data.candidates.map((item) => item.id);

describe('a hire is an offer', () => {
  test('a family sends an offer, the agency accepts, she leaves /candidates, and another family sees "No longer available"', async () => {
    // The demo agency adds a candidate, and an admin lists her at once.
    const firstName = `Wanjiru ${letters(unique())}`;
    const agencyToken = await signIn('agency@demo.bayti.ae');
    const {
      data: { candidate },
    } = await api<{ data: { candidate: { id: number } } }>(
      agencyToken,
      'POST',
      '/agency/candidates',
      managedCandidateForm({ firstName, fullImage: '/images/candidates/grace-wanjiku.svg' }),
    );
    await api(
      await signIn('admin@demo.bayti.ae'),
      'POST',
      `/admin/candidates/${candidate.id}/listing`,
      {
        salaryBand: '2000-2500',
        visa: 'Own Visa',
        contactRoute: 'agency',
        noFeeTaken: true,
      },
    );
    expect(await listedIds()).toContain(candidate.id);

    // Two families shortlist her; only the first sends an offer.
    const hiring = await family('Hessa Al Mazrouei', true);
    const other = await family('Mariam Al Suwaidi', false);
    for (const account of [hiring, other])
      await api(account.token, 'POST', '/employer/pipeline', { candidateId: candidate.id });

    const { page, errors } = await openAs(hiring, '/dashboard/employer/candidates');
    const row = page.getByRole('row').filter({ hasText: firstName });
    await row.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Send offer' }).click();
    const dialog = page.getByRole('dialog', { name: /^Send an offer to / });
    await dialog.getByLabel('Monthly salary (AED)').fill('2400');
    const start = new Date(Date.now() + (4 + 24 * 10) * 3_600_000).toISOString().slice(0, 10);
    await typeDate(dialog, 'Start date', start);
    await pick(page, dialog, 'Work type', 'Live-in');
    await pick(page, dialog, 'Weekly day off', 'Friday');
    await pick(page, dialog, 'Accommodation', 'Private room in the home');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Offer sent · expires in 7 days').waitFor();

    // The agency accepts it from its Offers.
    const agency = await openAs(
      {
        token: agencyToken,
        user: (await api<{ user: unknown }>(agencyToken, 'GET', '/auth/me')).user,
      },
      '/dashboard/agency/offers',
    );
    const card = agency.page.getByRole('article').filter({ hasText: firstName });
    await card.getByRole('button', { name: 'Accept' }).click();
    const confirm = agency.page.getByRole('alertdialog', {
      name: 'Accept the offer from Hessa Al Mazrouei?',
    });
    await confirm.getByRole('button', { name: 'Accept offer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await agency.page.getByText('You accepted the offer from Hessa Al Mazrouei.').waitFor();

    // She is hired: off the public list and her page, hired on the family's table.
    expect(await listedIds()).not.toContain(candidate.id);
    const profile = await fetch(`${baseUrl}/api/candidates/${candidate.id}`);
    expect(profile.status).toBe(404);
    await page.reload();
    await row.getByText('Hired').first().waitFor();

    // The other family's row says she is no longer available.
    const seen = await openAs(other, '/dashboard/employer/candidates');
    await seen.page
      .getByRole('row')
      .filter({ hasText: firstName })
      .getByText('No longer available')
      .waitFor();

    expect(errors).toEqual([]);
    expect(agency.errors).toEqual([]);
    expect(seen.errors).toEqual([]);
  }, 120_000);
});
