import { describe, expect, onTestFinished, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { storeSession } from './families.ts';
import { api, demoSession, familyWithPlan, listedCandidate, type Account } from './hiring.ts';

/**
 * Issue 17's conversation journey on a real server, in two browsers (docs/decisions/0030): a
 * family writes to a worker from her profile; the agency that listed her sees it arrive without
 * reloading and answers; the family sees the answer live, with the scam guard's warning, and the
 * agency's "Seen" once she has read it.
 */
const { open } = useBrowser();

async function openAs(account: Account, path: string) {
  const { page, errors } = await open('/');
  await storeSession(page, account as Parameters<typeof storeSession>[1]);
  await page.goto(path);
  return { page, errors };
}

describe('conversations', () => {
  test('a family writes, the agency reads it live and answers, and the family is warned of the deposit', async () => {
    const candidate = await listedCandidate();
    // She leaves the public list when the journey ends, as she came.
    onTestFinished(async () => {
      const admin = await demoSession('admin@demo.bayti.ae');
      await api(admin.token, 'DELETE', `/admin/candidates/${candidate.id}/listing`);
    });
    const family = await familyWithPlan('Latifa Al Falasi');
    const agency = await openAs(
      await demoSession('agency@demo.bayti.ae'),
      '/dashboard/agency/messages',
    );
    await agency.page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

    // The family writes from the profile.
    const home = await openAs(family, `/candidates/${candidate.id}`);
    await home.page.getByRole('heading', { level: 1, name: candidate.name }).waitFor();
    await home.page.getByRole('button', { name: 'Message', exact: true }).click();
    const compose = home.page.getByRole('dialog', { name: `Write to ${candidate.name}` });
    await compose
      .getByRole('textbox', { name: 'Message' })
      .fill('Is she free to start in January?');
    await compose.getByRole('button', { name: 'Send' }).click();
    await home.page.waitForURL('**/dashboard/employer/messages?c=*');
    const familyThread = home.page.getByRole('log', { name: /^Messages with / });
    await familyThread.getByText('Is she free to start in January?').waitFor();

    // The agency's open page shows it without a reload; it opens the thread and answers.
    const inboxItem = agency.page.getByRole('link', { name: /Latifa Al Falasi/ });
    await inboxItem.waitFor();
    await inboxItem.click();
    const agencyThread = agency.page.getByRole('log', { name: /^Messages with / });
    await agencyThread.getByText('Is she free to start in January?').waitFor();
    await agency.page
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes. Please send the AED 1,500 deposit by Western Union to hold her.');
    await agency.page.getByRole('button', { name: 'Send' }).click();

    // The family reads the answer live, warned by the scam guard; the agency sees "Seen".
    await familyThread.getByText(/AED 1,500 deposit by Western Union/).waitFor();
    await familyThread.getByText(/^Bayti never asks you to pay outside Bayti/).waitFor();
    await agencyThread.getByText('Seen', { exact: true }).waitFor();
    // The writer is not warned about her own message.
    expect(await agencyThread.getByText(/^Bayti never asks you to pay outside Bayti/).count()).toBe(
      0,
    );

    expect(home.errors).toEqual([]);
    expect(agency.errors).toEqual([]);
  }, 120_000);
});
