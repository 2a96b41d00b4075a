import { describe, expect, onTestFinished, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { storeSession } from './families.ts';
import { pick, typeDate } from './fields.ts';
import {
  api,
  demoSession,
  familyWithPlan,
  listedCandidate,
  type Account,
  type PipelineRow,
  uaeDayIn,
} from './hiring.ts';
import { mailTo } from './mailbox.ts';
import { testServer } from './test-server.ts';

/**
 * Issue 17's interview journey on a real server, in two browsers (docs/decisions/0033): a family
 * proposes two times from her Candidates list; the agency that listed the worker picks one on its
 * open Interviews page; both sides are mailed the agreed interview with its .ics invitation, and
 * the family's Interviews page shows it agreed, with its video call.
 */
const { open } = useBrowser();
const { mailDir } = testServer();

async function openAs(account: Account, path: string) {
  const { page, errors } = await open('/');
  await storeSession(page, account as Parameters<typeof storeSession>[1]);
  await page.goto(path);
  return { page, errors };
}

describe('interviews', () => {
  test('a family proposes times, the agency picks one, and both get the calendar invitation', async () => {
    const candidate = await listedCandidate();
    // She leaves the public list when the journey ends, as she came.
    onTestFinished(async () => {
      const admin = await demoSession('admin@demo.bayti.ae');
      await api(admin.token, 'DELETE', `/admin/candidates/${candidate.id}/listing`);
    });
    const family = await familyWithPlan('Hessa Al Ketbi');
    await api<{ data: { candidate: PipelineRow } }>(family.token, 'POST', '/employer/pipeline', {
      candidateId: candidate.id,
    });

    // The family proposes two times (Dubai time) by video call from her Candidates list.
    const home = await openAs(family, '/dashboard/employer/candidates');
    await home.page.getByRole('button', { name: `Actions for ${candidate.name}` }).click();
    await home.page.getByRole('menuitem', { name: 'Propose interview times' }).click();
    const dialog = home.page.getByRole('dialog', {
      name: `Propose interview times to ${candidate.name}`,
    });
    for (const [row, days, time] of [
      ['First choice', 7, '10:30 AM'],
      ['Second choice', 8, '4:00 PM'],
    ] as const) {
      const slot = dialog.getByRole('group', { name: row });
      await typeDate(slot, 'Date', uaeDayIn(days));
      await pick(home.page, slot, 'Time', time);
    }
    await dialog.getByText('Video call (Bayti makes a private link)').click();
    await dialog.getByRole('button', { name: 'Send times' }).click();
    await home.page
      .getByText(`Interview times sent to ${candidate.name}. You will be told when she answers.`)
      .waitFor();

    // The agency picks the first time on its Interviews page.
    const agency = await openAs(
      await demoSession('agency@demo.bayti.ae'),
      '/dashboard/agency/interviews',
    );
    const card = agency.page.getByRole('article', {
      name: `Interview of ${candidate.name} with Hessa Al Ketbi`,
    });
    await card
      .getByRole('button', { name: /^Pick / })
      .first()
      .click();
    await agency.page
      .getByText(/^Agreed: .*Both of you get a calendar invitation by email\.$/)
      .waitFor();

    // Both sides are mailed the agreed interview with its calendar invitation.
    const subject = new RegExp(`^Interview agreed: ${candidate.name} with Hessa Al Ketbi$`);
    for (const to of [family.email, 'agency@demo.bayti.ae']) {
      const mail = await mailTo(mailDir, to, subject);
      expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        ['bayti-interview.ics', 'text/calendar'],
      ]);
      expect(mail.attachments[0]!.head).toBe('BEGIN');
    }

    // The family's Interviews page shows it agreed, with its video call.
    await home.page.goto('/dashboard/employer/interviews');
    const agreed = home.page.getByRole('article', { name: `Interview with ${candidate.name}` });
    await agreed.getByText('Agreed', { exact: true }).waitFor();
    await agreed.getByRole('link', { name: 'Join video call' }).waitFor();

    expect(home.errors).toEqual([]);
    expect(agency.errors).toEqual([]);
  }, 120_000);
});
