import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

/** The agency's stages after the offer letter, as their tabs read. */
const STAGES = [
  'Pre Medical',
  'QVC',
  'PCC',
  'Visa e-Print',
  'Ticket',
  'Pregnancy',
  'Deployed',
] as const;

async function signedInAgency(path: string) {
  const { page, errors } = await open('/');
  await signInThroughApi(page, baseUrl, 'agency@demo.bayti.ae');
  await page.goto(path);
  return { page, errors };
}

/** Types a day into a date field's segments, whatever their order in the reader's locale. */
async function fillDate(field: Locator, day: string, month: string, year: string) {
  await field.getByRole('spinbutton', { name: /day/i }).click();
  await field.page().keyboard.type(day);
  await field.getByRole('spinbutton', { name: /month/i }).click();
  await field.page().keyboard.type(month);
  await field.getByRole('spinbutton', { name: /year/i }).click();
  await field.page().keyboard.type(year);
}

const stageTab = (page: Page, stage: string) =>
  page.getByRole('tab', { name: new RegExp(`^${stage}`) });

describe("an agency's recruitments and accounts", () => {
  test('the agency moves a candidate from the offer letter to deployed and sees it after a reload', async () => {
    const { page, errors } = await signedInAgency('/dashboard/agency/recruitments');
    const offers = page.getByRole('table', { name: 'Recruitments: Offer Letter' });
    const firstRow = offers.getByRole('row').nth(1);
    await firstRow.waitFor();
    // The table shows a loading row until the list arrives (the page can render before it does).
    await offers.getByText('Loading...').waitFor({ state: 'detached' });
    const name = (await firstRow.getByRole('cell').first().innerText()).trim();
    expect(name).not.toBe('');

    let from = 'Offer Letter';
    for (const stage of STAGES) {
      await stageTab(page, from).click();
      await page.getByRole('button', { name: `Move: ${stage}, ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Move ${name}` });
      await dialog.waitFor();
      if (stage === 'Ticket') {
        await dialog.getByRole('textbox', { name: /^Airline/ }).fill('Emirates');
        await dialog.getByRole('textbox', { name: /^Flight No/ }).fill('EK 333');
        await fillDate(dialog.getByRole('group', { name: /^Arrival date/ }), '15', '12', '2030');
        await dialog.getByRole('textbox', { name: /^Arrival time/ }).fill('21:45');
        await dialog.getByRole('textbox', { name: /^Ticket number/ }).fill('PNR7XQ');
      }
      if (stage === 'Deployed') {
        await dialog
          .getByRole('textbox', { name: /^Deployment location/ })
          .fill('Al Barsha, Dubai');
      }
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByText(`${name} moved to ${stage}.`).waitFor();
      from = stage;
    }

    await page.reload();
    await stageTab(page, 'Deployed').click();
    const deployed = page.getByRole('table', { name: 'Recruitments: Deployed' });
    const row = deployed.getByRole('row').filter({ hasText: name });
    await row.getByText('Al Barsha, Dubai').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    // The ticket's details stay on the record.
    const stored = await page.evaluate(
      async (token) => {
        const response = await fetch('/api/agency/recruitments?stage=deployed&pageSize=100', {
          headers: { authorization: `Bearer ${JSON.parse(token ?? '""')}` },
        });
        return (await response.json()) as {
          data: { items: { name: string; ticket: unknown; deployment: unknown }[] };
        };
      },
      await page.evaluate(() => localStorage.getItem('token')),
    );
    expect(stored.data.items.find((r) => r.name === name)).toMatchObject({
      ticket: {
        airline: 'Emirates',
        flightNo: 'EK 333',
        arrivalDate: '2030-12-15',
        arrivalTime: '21:45',
        ticketNumber: 'PNR7XQ',
      },
      deployment: { location: 'Al Barsha, Dubai' },
    });
    expect(errors).toEqual([]);
  });

  test('the agency records a payment and sees the balance, also after a reload', async () => {
    const { page, errors } = await signedInAgency('/dashboard/agency/accounts');
    const table = page.getByRole('table', { name: 'Accounts' });
    const row = table.getByRole('row').filter({ hasText: 'AED 0.00' }).first();
    await row.waitFor();
    const name = (await row.getByRole('cell').first().innerText()).trim();
    const payable = (await row.getByRole('cell').nth(3).innerText()).trim();
    const payableFils = Math.round(Number(payable.replace(/[^\d.]/g, '')) * 100);

    await row.getByRole('button', { name: `Record payment, ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record a payment: ${name}` });
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1000.50');
    await dialog.getByRole('textbox', { name: /^Reference/ }).fill('TT-E2E-1');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(`Payment of AED 1,000.50 recorded for ${name}.`).waitFor();

    const balance = (payableFils - 100050) / 100;
    const expected = `AED ${balance.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const updated = table.getByRole('row').filter({ hasText: name });
    await updated.getByText('AED 1,000.50').waitFor();
    await updated.getByText(expected).waitFor();

    await page.reload();
    const reloaded = page.getByRole('table', { name: 'Accounts' }).getByRole('row').filter({
      hasText: name,
    });
    await reloaded.getByText(expected).waitFor();
    expect(errors).toEqual([]);
  });
});
