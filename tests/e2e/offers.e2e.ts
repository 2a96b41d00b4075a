import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { pick, typeDate } from './fields.ts';
import {
  api,
  demoSession,
  familyWithPlan,
  listedCandidate,
  uaeDayIn,
  type Account,
} from './hiring.ts';
import { signUpThroughApi } from './session.ts';

/**
 * Issue 16's hiring journey on a real server (docs/decisions/0029): a family with a plan sends an
 * offer from her Candidates table, the agency that listed the worker accepts it from its Offers,
 * the worker leaves /candidates, and another family that had her on its list sees "No longer
 * available".
 */
const { open, baseUrl } = useBrowser();

/** Opens a path signed in with a session made through the API. */
async function openAs(account: Account, path: string) {
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
    const candidate = await listedCandidate();
    expect(await listedIds()).toContain(candidate.id);

    // Two families shortlist her; only the first, who has a plan, sends an offer.
    const hiring = await familyWithPlan('Hessa Al Mazrouei');
    const other = await signUpThroughApi({
      name: 'Mariam Al Suwaidi',
      email: `offers-other-${Date.now()}@e2e.bayti.ae`,
      password: 'a-good-password',
    });
    for (const account of [hiring, other])
      await api(account.token, 'POST', '/employer/pipeline', { candidateId: candidate.id });

    const { page, errors } = await openAs(hiring, '/dashboard/employer/candidates');
    const row = page.getByRole('row').filter({ hasText: candidate.name });
    await row.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Send offer' }).click();
    const dialog = page.getByRole('dialog', { name: /^Send an offer to / });
    await dialog.getByLabel('Monthly salary (AED)').fill('2400');
    await typeDate(dialog, 'Start date', uaeDayIn(10));
    await pick(page, dialog, 'Work type', 'Live-in');
    await pick(page, dialog, 'Weekly day off', 'Friday');
    await pick(page, dialog, 'Accommodation', 'Private room in the home');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Offer sent · expires in 7 days').waitFor();

    // The agency accepts it from its Offers.
    const agency = await openAs(
      await demoSession('agency@demo.bayti.ae'),
      '/dashboard/agency/offers',
    );
    const card = agency.page.getByRole('article').filter({ hasText: candidate.name });
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
      .filter({ hasText: candidate.name })
      .getByText('No longer available')
      .waitFor();

    expect(errors).toEqual([]);
    expect(agency.errors).toEqual([]);
    expect(seen.errors).toEqual([]);
  }, 120_000);
});
