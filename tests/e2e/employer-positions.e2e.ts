import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { pick } from './fields.ts';
import { familyWithPlan, hireThroughApi, listedCandidate } from './hiring.ts';

const { open } = useBrowser();

describe("the family's position lists", () => {
  test('opens a position from the sidebar, marks a hired worker returned, and lists them under Returns after a reload', async () => {
    // A family of its own hires a worker of her own (an offer her agency accepts).
    const family = await familyWithPlan('Mariam Al Hashimi');
    const worker = await hireThroughApi(family, (await listedCandidate()).id);
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
    // Nothing chosen: the fields say so and nothing is sent.
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Choose the return date').waitFor();
    await dialog.getByText('Choose why the worker was returned').waitFor();
    await pick(page, dialog, 'Reason for the return', 'Competency or behaviour');
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
