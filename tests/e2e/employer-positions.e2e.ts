import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signUpThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

interface Account {
  token: string;
  user: unknown;
}

/** A family of its own, with no pipeline and nothing shared with other tests. */
async function registerFamily(): Promise<Account> {
  const email = `positions-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.bayti.ae`;
  return signUpThroughApi({ name: 'Mariam Al Hashimi', email, password: 'a-good-password' });
}

interface Row {
  id: number;
  name: string;
  position: string;
  hiredOn: string | null;
}

async function call(account: Account, method: string, path: string, body: object): Promise<Row> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { data: { candidate: Row } }).data.candidate;
}

/** Shortlists, selects and hires a public candidate through the API. */
async function hire(account: Account, candidateId: number): Promise<Row> {
  const { id } = await call(account, 'POST', '/employer/pipeline', { candidateId });
  const today = new Date().toISOString().slice(0, 10);
  await call(account, 'PATCH', `/employer/pipeline/${id}`, {
    status: 'selected',
    selectionType: 'Direct',
    selectionDate: today,
  });
  return call(account, 'PATCH', `/employer/pipeline/${id}`, { status: 'hired' });
}

describe("the family's position lists", () => {
  test('opens a position from the sidebar, marks a hired worker returned, and lists them under Returns after a reload', async () => {
    const family = await registerFamily();
    const worker = await hire(family, 4);
    const { page, errors } = await open('/');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [JSON.stringify(family.token), JSON.stringify(family.user)] as const,
    );

    await page.goto('/dashboard/employer/candidates');
    await page.getByRole('button', { name: 'Positions' }).first().click();
    await page.getByRole('link', { name: worker.position, exact: true }).first().click();
    await page.waitForURL(`**/dashboard/employer/positions/${encodeURIComponent(worker.position)}`);
    const table = page.getByRole('table', { name: `${worker.position} candidates` });
    await table.getByRole('link', { name: worker.name }).waitFor();

    await page.getByRole('tab', { name: /Hired\s*1/ }).click();
    await page.waitForURL('**?status=hired');
    // The address changes before the page does: act once the Hired tab shows as chosen, or the
    // menu would open in the All panel that is about to be replaced.
    await page.getByRole('tab', { name: /Hired/, selected: true }).waitFor();
    await page.getByRole('button', { name: `Actions for ${worker.name}` }).click();
    await page.getByRole('menuitem', { name: 'Mark returned' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${worker.name} as returned` });
    // Nothing chosen: the field says so and nothing is sent.
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Choose the return date').waitFor();
    const [year, month, day] = worker.hiredOn!.split('-');
    await dialog
      .getByRole('group', { name: 'Return date' })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(`${day}${month}${year}`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${worker.name} moved to Returned.` })
      .waitFor();

    await page.reload();
    await page.getByRole('tab', { name: /Hired\s*0/ }).waitFor();
    await page.getByRole('tab', { name: /Returns\s*1/ }).click();
    await page.waitForURL('**?status=returns');
    await page.getByRole('tab', { name: /Returns/, selected: true }).waitFor();
    const returned = page.getByRole('table', { name: `${worker.position} candidates` });
    const row = returned
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: worker.name }) });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${day}`);
    expect(errors).toEqual([]);
  });
});
