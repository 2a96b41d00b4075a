import { searchCandidates, type CandidatesQuery } from '@bayti/data/contract';
import { DEMO_PASSWORD, publicCandidates } from '@bayti/data/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';

const { open, baseUrl } = useBrowser();

/** What the server should answer, by the contract's reference semantics over the seeded fixtures. */
const expected = (query: Partial<CandidatesQuery>) =>
  searchCandidates(publicCandidates, { sort: 'default', page: 1, pageSize: 12, ...query });

const results = (page: Page) => page.getByRole('region', { name: 'Candidates' });
const cards = (page: Page) => results(page).getByRole('article');
const countLine = (total: number) => `${total} candidate${total === 1 ? '' : 's'} found`;
const search = (page: Page) => new URL(page.url()).searchParams;
const chip = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Nationalities' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

async function waitForCount(page: Page, total: number) {
  await results(page).getByText(countLine(total), { exact: true }).waitFor();
}

async function signIn(page: Page, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [JSON.stringify(token), JSON.stringify(user)] as const,
  );
}

describe('the candidates list', () => {
  test('shows the first 12 of 15 candidates with the count and the range', async () => {
    const { page, errors } = await open('/candidates');
    await page.getByRole('heading', { level: 1, name: 'All Candidates' }).waitFor();
    await waitForCount(page, 15);
    expect(await cards(page).count()).toBe(12);
    await results(page).getByText('showing 1 - 12 of 15', { exact: true }).waitFor();
    const first = cards(page).first();
    expect(await first.getByRole('link', { name: 'View Full Profile' }).getAttribute('href')).toBe(
      '/candidates/1',
    );
    // Each card shows its flag and photo, and every image it asks for exists.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('img')]
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('filters by a nationality chip and a salary band in the URL: reload keeps them, Back restores', async () => {
    const { page } = await open('/candidates');
    await waitForCount(page, 15);

    const filipino = expected({ nationality: 'Filipino' });
    await chip(page, 'Filipino').click();
    await waitForCount(page, filipino.total);
    expect(search(page).get('nationality')).toBe('Filipino');
    expect(await chip(page, 'Filipino').getAttribute('aria-pressed')).toBe('true');
    expect(await cards(page).count()).toBe(filipino.candidates.length);

    const band = expected({ nationality: 'Filipino', salary: '2500-3000' });
    await page
      .getByRole('combobox', { name: /Salary \(AED \/ month\)/ })
      .selectOption({ label: 'AED 2,500 - 3,000' });
    await waitForCount(page, band.total);
    expect(search(page).get('salary')).toBe('2500-3000');
    expect(search(page).get('nationality')).toBe('Filipino');

    await page.reload();
    await waitForCount(page, band.total);
    expect(await chip(page, 'Filipino').getAttribute('aria-pressed')).toBe('true');
    expect((await cards(page).getByRole('heading').allTextContents()).sort()).toEqual(
      band.candidates.map((c) => c.name).sort(),
    );

    await page.goBack();
    await waitForCount(page, filipino.total);
    expect(search(page).get('salary')).toBeNull();
    await page.goBack();
    await waitForCount(page, 15);
    expect(await chip(page, 'Filipino').getAttribute('aria-pressed')).toBe('false');
  });

  test('a second press on the chosen chip clears it, and a filter change returns to page 1', async () => {
    const { page } = await open('/candidates?page=2');
    await waitForCount(page, 15);
    const kenyan = expected({ nationality: 'Kenyan' });
    await chip(page, 'Kenyan').click();
    await waitForCount(page, kenyan.total);
    expect(search(page).get('page')).toBeNull();
    await chip(page, 'Kenyan').click();
    await waitForCount(page, 15);
    expect(search(page).get('nationality')).toBeNull();
  });

  test('paginates to page 2', async () => {
    const { page } = await open('/candidates');
    await waitForCount(page, 15);
    await page
      .getByRole('navigation', { name: 'Candidate pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await results(page).getByText('showing 13 - 15 of 15', { exact: true }).waitFor();
    expect(search(page).get('page')).toBe('2');
    // The next page is read after the shown one's last card (keyset), not by skipping rows.
    expect(search(page).get('cursor')).toMatch(/^[\w-]+$/);
    expect(await cards(page).count()).toBe(3);
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(
      expected({ page: 2 }).candidates.map((c) => c.name),
    );
  });

  test('sorts by salary, high to low', async () => {
    const { page } = await open('/candidates');
    await waitForCount(page, 15);
    await page.getByRole('button', { name: 'Sort: Default' }).click();
    await page.getByRole('menuitemradio', { name: 'Salary: High to Low' }).click();
    await page.getByRole('button', { name: 'Sort: Salary: High to Low' }).waitFor();
    expect(search(page).get('sort')).toBe('salary-desc');
    const names = expected({ sort: 'salary-desc' }).candidates.map((c) => c.name);
    await expect.poll(() => cards(page).getByRole('heading').allTextContents()).toEqual(names);
  });

  test('shows the empty state, and Clear All Filters brings everyone back', async () => {
    const { page } = await open('/candidates?location=Atlantis&sort=age-asc');
    await page.getByRole('heading', { name: 'No candidates found' }).waitFor();
    await page.getByText('Try adjusting your filters to see more results').waitFor();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await waitForCount(page, 15);
    expect(new URL(page.url()).search).toBe('');
  });

  test('drops unknown or invalid search params instead of failing', async () => {
    const { page, errors } = await open(
      '/candidates?nationality=Martian&page=abc&maxAge=200&utm=x',
    );
    await waitForCount(page, 15);
    expect(await cards(page).count()).toBe(12);
    expect(errors).toEqual([]);
  });

  test('on a 375 px phone the filters open in a drawer, and Clear closes it', async () => {
    const { page } = await open('/candidates', { width: 375, height: 740 });
    await waitForCount(page, 15);
    // One column of cards.
    const boxes = await cards(page).evaluateAll((nodes) =>
      nodes.slice(0, 2).map((node) => node.getBoundingClientRect().x),
    );
    expect(boxes[0]).toBe(boxes[1]);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    const liveIn = expected({ workType: 'Live-in' });
    await drawer.getByRole('combobox', { name: 'Work Type' }).selectOption({ label: 'Live-in' });
    await waitForCount(page, liveIn.total);
    expect(search(page).get('workType')).toBe('Live-in');

    await drawer.getByRole('button', { name: 'Clear All' }).click();
    await drawer.waitFor({ state: 'detached' });
    await waitForCount(page, 15);
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('a candidate profile', () => {
  test('shows every block and five suggestions', async () => {
    const { page, errors } = await open('/candidates/1');
    const maria = publicCandidates[0]!;
    await page.getByRole('heading', { level: 1, name: maria.name }).waitFor();
    for (const name of [
      'About Me',
      'Quick facts',
      'Details',
      'Childcare Experience',
      'I can help with',
      'Suggested Candidates',
    ]) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await page.getByText('Listed 5 January 2026').waitFor();
    await page.getByText(maria.description).waitFor();
    const video = page.locator('video[controls]');
    expect(await video.textContent()).toContain('Your browser does not support video.');
    // The introduction clip is a real file the browser can play.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(
      1,
    );
    await page.getByRole('button', { name: 'Contact Me' }).waitFor();

    const suggestions = page
      .getByRole('complementary', { name: 'Suggested Candidates' })
      .getByRole('link');
    await expect.poll(() => suggestions.count()).toBe(5);
    const hrefs = await suggestions.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).not.toContain('/candidates/1');

    await suggestions.first().click();
    await page.waitForURL((url) => url.pathname === hrefs[0]);
    await page.getByRole('heading', { level: 2, name: 'About Me' }).waitFor();
    expect(errors).toEqual([]);
  });

  test('an unknown id shows Candidate Not Found', async () => {
    for (const path of ['/candidates/9999', '/candidates/not-a-number']) {
      const { page } = await open(path);
      await page.getByRole('heading', { name: 'Candidate Not Found' }).waitFor();
    }
  });

  test('Contact Me asks a visitor to sign in', async () => {
    const { page } = await open('/candidates/2');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  });

  test('Contact Me shows a signed-in family the phone, WhatsApp and location', async () => {
    const { page } = await open('/');
    await signIn(page, 'family@demo.bayti.ae');
    await page.goto('/candidates/1');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Details' });
    const whatsapp = dialog.getByRole('link', { name: /\d/ }).nth(1);
    await whatsapp.waitFor();
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await dialog.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
    await dialog.getByText('Dubai').waitFor();
  });

  test("Contact Me shows the server's refusal to another role", async () => {
    const { page } = await open('/');
    await signIn(page, 'maid@demo.bayti.ae');
    await page.goto('/candidates/1');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    const alert = page.getByRole('dialog', { name: 'Contact Details' }).getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(0);
  });
});
