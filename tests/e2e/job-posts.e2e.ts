import { describe, expect, onTestFinished, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { storeSession } from './families.ts';
import { pick, typeDate } from './fields.ts';
import { api, demoSession, uaeDayIn, type Account } from './hiring.ts';
import { signUpThroughApi } from './session.ts';

/**
 * Issue 17's job journey on a real server (docs/decisions/0034): a family posts a job from her
 * Jobs page, an admin approves it from the job review queue, the demo worker finds it on /jobs and
 * applies with a note, and the family sees her in her Candidates marked Applied with the note.
 * No one's listing changes; the family closes her job when the journey ends.
 */
const { open } = useBrowser();

async function openAs(account: Account, path: string) {
  const { page, errors } = await open('/');
  await storeSession(page, account as Parameters<typeof storeSession>[1]);
  await page.goto(path);
  return { page, errors };
}

describe('job posts', () => {
  test('a family posts a job, an admin approves it, a worker applies and the family sees her applied', async () => {
    const stamp = Date.now().toString(36);
    const duties = `Lunch and dinner for five, Emirati dishes (${stamp}).`;
    const note = `I cooked for a family in Fujairah for three years (${stamp}).`;
    const family = await signUpThroughApi({
      name: 'Latifa Al Suwaidi',
      email: `jobs-${stamp}@e2e.bayti.ae`,
      password: 'a-good-password',
    });
    onTestFinished(async () => {
      const { data } = await api<{ data: { items: { id: number; status: string }[] } }>(
        family.token,
        'GET',
        '/employer/jobs',
      );
      for (const post of data.items.filter((p) => p.status === 'open'))
        await api(family.token, 'POST', `/employer/jobs/${post.id}/close`);
    });

    // The family posts a job from her Jobs page.
    const home = await openAs(family, '/dashboard/employer/jobs');
    await home.page.getByRole('button', { name: 'Post a job' }).click();
    const form = home.page.getByRole('dialog', { name: 'Post a job' });
    await pick(home.page, form, 'Position', 'Cook');
    await pick(home.page, form, 'Work type', 'Part-time');
    await pick(home.page, form, 'Emirate', 'Fujairah');
    await form.getByRole('textbox', { name: /Lowest salary/ }).fill('2500');
    await form.getByRole('textbox', { name: /Highest salary/ }).fill('3000');
    await typeDate(form, 'Start date', uaeDayIn(10));
    await form.getByRole('textbox', { name: /Duties/ }).fill(duties);
    await pick(home.page, form, 'Day off', 'Friday');
    await pick(home.page, form, 'Accommodation', 'Lives out');
    await form.getByText('Arabic', { exact: true }).click();
    await form.getByRole('button', { name: 'Send for review' }).click();
    await home.page
      .getByText('Your job is sent for review. We tell you once it is listed.')
      .waitFor();
    const mine = home.page.getByRole('article', { name: 'Cook in Fujairah' });
    await mine.getByText('Waiting for review').waitFor();

    // An admin approves it from the job review queue.
    const admin = await openAs(
      await demoSession('admin@demo.bayti.ae'),
      '/dashboard/admin/job-posts',
    );
    const waiting = admin.page.getByRole('article').filter({ hasText: duties });
    await waiting.getByRole('button', { name: 'Approve Cook in Fujairah' }).click();
    await admin.page.getByText('Cook in Fujairah is approved and listed.').waitFor();

    // The demo worker finds it on /jobs and applies with a note.
    const worker = await openAs(
      await demoSession('maid@demo.bayti.ae'),
      '/jobs?position=Cook&emirate=Fujairah&workType=Part-time',
    );
    await worker.page
      .getByRole('article', { name: 'Cook in Fujairah' })
      .first()
      .getByRole('link', { name: 'Read and apply: Cook in Fujairah' })
      .click();
    await worker.page.getByText(duties).waitFor();
    await worker.page.getByRole('textbox', { name: /A note to the family/ }).fill(note);
    await worker.page.getByRole('button', { name: 'Send my application' }).click();
    await worker.page
      .getByText(/^You applied on .*The family sees your profile and your note\.$/)
      .waitFor();

    // The family sees her in her Candidates, marked Applied with the job and her note.
    await home.page.goto('/dashboard/employer/candidates');
    const row = home.page.getByRole('row', { name: /Maria Santos/ });
    await row.getByText('Applied', { exact: true }).waitFor();
    await row.getByText('Cook in Fujairah').waitFor();
    await row.getByText(note).waitFor();
    await row.getByText('Shortlisted').waitFor();

    expect(home.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    expect(worker.errors).toEqual([]);
  }, 120_000);
});
