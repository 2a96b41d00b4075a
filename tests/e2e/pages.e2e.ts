import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';

const { open, baseUrl } = useBrowser();

/** The vertical position of an element's top edge in the viewport. */
const topOf = (page: Page, selector: string) =>
  page.evaluate(
    (query) => document.querySelector(query)?.getBoundingClientRect().top ?? Number.NaN,
    selector,
  );

describe('the home page', () => {
  test('shows its sections in order, nine candidates and the nationality counts', async () => {
    const { page, errors } = await open('/');
    await page
      .getByRole('heading', { level: 1, name: 'Do you need a maid or nanny in the UAE?' })
      .waitFor();
    expect(
      await page
        .locator('#get-started')
        .getByRole('link', { name: 'Hire With Ease' })
        .getAttribute('href'),
    ).toBe('/candidates');

    // The strip counts listed profiles as the API does at this moment (other journeys in this run
    // list and unlist profiles), most first, with the singular for one.
    const counts = (await (await fetch(`${baseUrl}/api/candidates/counts`)).json()) as {
      data: { nationalities: { nationality: string; count: number }[] };
    };
    const listed = counts.data.nationalities.filter(({ count }) => count > 0);
    expect(listed.length).toBeGreaterThan(0);
    const strip = page.getByRole('region', { name: 'Maids by nationality' });
    await strip.getByRole('listitem').first().waitFor();
    const entries = await strip.getByRole('listitem').allInnerTexts();
    const flat = entries.map((entry) => entry.replace(/\s+/g, ' ').trim());
    expect(flat).toEqual(
      listed.map(
        ({ nationality, count }) => `${nationality} ${count} ${count === 1 ? 'Maid' : 'Maids'}`,
      ),
    );

    const candidates = page.locator('section[aria-labelledby="candidates-title"]');
    await expect
      .poll(() => candidates.getByRole('link', { name: /View Full Profile/ }).count())
      .toBe(9);
    expect(
      await candidates.getByRole('link', { name: 'Explore All Profiles' }).getAttribute('href'),
    ).toBe('/candidates');

    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    const order = [
      'Explore Our All Candidates',
      'How it Works',
      'Hiring you can trust, care you can feel',
      'What families say',
      'Frequently asked questions',
      'Ready to meet your new helper?',
    ].map((title) => headings.indexOf(title));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const testimonials = page.getByRole('region', { name: 'Testimonials from families' });
    expect(await testimonials.getByRole('figure').count()).toBe(6);
    expect(errors).toEqual([]);
  });

  test('/#faq scrolls to the questions and an answer expands', async () => {
    const { page } = await open('/#faq');
    const faq = page.locator('#faq');
    await faq.getByRole('button', { name: 'How do payments work?' }).waitFor();
    await expect.poll(() => topOf(page, '#faq')).toBeLessThan(300);
    await expect.poll(() => topOf(page, '#faq')).toBeGreaterThanOrEqual(0);

    const question = faq.getByRole('button', { name: 'How do payments work?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await faq.getByText('Basic AED 195 for two weeks').waitFor({ state: 'visible' });
  });

  test('/#testimonials scrolls to the testimonials', async () => {
    const { page } = await open('/#testimonials');
    await page
      .locator('#testimonials')
      .getByRole('heading', { name: 'What families say' })
      .waitFor();
    await expect.poll(() => topOf(page, '#testimonials')).toBeLessThan(300);
  });

  test('START NOW opens the sign-in dialog', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'START NOW' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  });
});

describe('the pricing page', () => {
  test('shows the three plans and the offerings comparison', async () => {
    const { page, errors } = await open('/pricing');
    const plans = page.getByRole('article');
    await plans.first().waitFor();
    expect(await plans.count()).toBe(3);
    const texts = (await plans.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(texts[0]).toMatch(/Basic.*AED\s?195.*\/ 2 weeks.*Get Started Free/);
    expect(texts[1]).toMatch(/MOST POPULAR.*Standard.*AED\s?245.*\/ 1 month/);
    expect(texts[2]).toMatch(
      /PREMIUM.*Premium.*AED\s?495.*\/ 2 months.*Dedicated consultant.*Shortlisting/,
    );
    for (const text of texts) {
      expect(text).toContain('One-time payment');
      expect(text).toContain('No automatic renewals');
      expect(text).toContain('No hidden charges');
      expect(text).toContain('24/7 support');
      expect(text).toContain('30+ new profiles daily');
    }

    const table = page.getByRole('table', { name: 'Offerings Comparison' });
    const rows = (await table.getByRole('row').allInnerTexts()).map((row) =>
      row.replace(/\s+/g, ' ').trim(),
    );
    expect(rows[1]).toMatch(/Platform access AED\s?195 AED\s?350\+/);
    expect(rows[2]).toMatch(/Nanny visa services AED\s?8,200 AED\s?8,500\+/);

    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
  });

  test('in Arabic the pricing page reads right to left', async () => {
    const { page } = await open('/pricing');
    await page.getByRole('heading', { level: 1, name: 'Simple, one-time pricing' }).waitFor();
    await page
      .getByRole('radio', { name: 'AR' })
      .or(page.getByRole('button', { name: 'AR' }))
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'أسعار بسيطة بدفعة واحدة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('table', { name: 'مقارنة العروض' }).waitFor();
    const plans = page.getByRole('article');
    const [first, last] = [await plans.first().boundingBox(), await plans.last().boundingBox()];
    // The first plan sits at the inline start, which is on the right in Arabic.
    expect(first!.x).toBeGreaterThan(last!.x);
  });
});

describe('the contact page', () => {
  test('shows field errors for an empty form, then sends a valid one', async () => {
    const { page, errors } = await open('/contact');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Enter your name').waitFor();
    await form.getByText('Enter a valid email').waitFor();
    await form.getByText('Enter a valid phone number').waitFor();
    await form.getByText('Enter a message').waitFor();
    expect(
      await form.getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid'),
    ).toBe('true');

    await form.getByRole('textbox', { name: 'Full name' }).fill('Amina Rahman');
    await form.getByRole('textbox', { name: 'Email' }).fill('amina@example.com');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('50 123 4567');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('We are looking for a live-in nanny in Dubai.');
    await form.getByText('Employer', { exact: true }).click();

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      name: 'Amina Rahman',
      countryCode: '+971',
      employer: true,
      worker: false,
    });
    await form.getByRole('status').getByText('Your message has been sent').waitFor();
    expect(await form.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('the visa page', () => {
  test('Get Visa Now opens the form, which the server stores', async () => {
    const { page } = await open('/visa');
    await page
      .getByRole('table', { name: 'Bayti visa service versus private sponsorship' })
      .waitFor();
    await page.getByRole('button', { name: 'Get Visa Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Visa Services' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Enter your name').waitFor();

    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Omar Haddad');
    await dialog.getByRole('button', { name: /Country code/ }).click();
    await page.getByRole('option', { name: 'Oman +968' }).click();
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('9123 4567');
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('A visa for our nanny, starting next month.');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/visa-requests'),
    );
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      name: 'Omar Haddad',
      countryCode: '+968',
    });
    await dialog.getByRole('status').getByText('Your visa request has been received').waitFor();
  });
});

describe('the legal pages', () => {
  test('privacy has 12 sections, the date and a progress bar that follows the scroll', async () => {
    const { page } = await open('/privacy', { width: 375, height: 740 });
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('article').getByRole('heading', { level: 2 }).count()).toBe(12);
    await page.getByText('Last updated: 1 September 2025').waitFor();
    const bar = page.getByRole('progressbar', { name: 'Reading progress' });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
      .toBeGreaterThan(20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBe(100);
  });

  test('terms have 13 sections', async () => {
    const { page } = await open('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(await page.locator('article').getByRole('heading', { level: 2 }).count()).toBe(13);
    await page.getByRole('progressbar', { name: 'Reading progress' }).waitFor();
  });

  test('the about page shows its figures', async () => {
    const { page, errors } = await open('/about', { width: 375, height: 740 });
    const stats = page.getByRole('definition');
    await stats.first().waitFor();
    // The workers and nationalities are the listings' counts, not fixed figures.
    const counts = (await (await fetch(`${baseUrl}/api/candidates/counts`)).json()) as {
      data: { total: number; nationalities: { count: number }[] };
    };
    const nationalities = counts.data.nationalities.filter(({ count }) => count > 0).length;
    const figures = Object.fromEntries(
      await page
        .getByLabel('Bayti in figures')
        .getByRole('term')
        .evaluateAll((terms) =>
          terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
        ),
    );
    expect(figures).toEqual({
      'Visa processing': '7 days',
      'Verified workers': counts.data.total.toLocaleString('en-AE'),
      Nationalities: String(nationalities),
      Support: '24/7',
    });
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
  });
});
