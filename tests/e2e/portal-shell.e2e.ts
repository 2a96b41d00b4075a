import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';

const { open, baseUrl } = useBrowser();

describe('the portal shell served by npm start', () => {
  test('the home page shows the navigation bar, the hero and the footer', async () => {
    const { page, errors } = await open('/');
    await page
      .getByRole('heading', { level: 1, name: 'Do you need a maid or nanny in the UAE?' })
      .waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('contentinfo').textContent()).toContain(
      `© ${new Date().getFullYear()} Bayti`,
    );
    // Outside addresses stay absolute, so a new tab or a page without scripts reaches them.
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Facebook' })
        .getAttribute('href'),
    ).toBe('https://www.facebook.com/');
    expect(errors).toEqual([]);
  });

  test('the Arabic toggle lays the page out right to left and is remembered', async () => {
    const { page } = await open('/');
    await page
      .getByRole('radio', { name: 'AR' })
      .or(page.getByRole('button', { name: 'AR' }))
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'هل تحتاج إلى عاملة منزلية أو مربية في الإمارات؟' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  test('on a phone the links collapse into a menu', async () => {
    const { page } = await open('/', { width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Pricing' }).waitFor();
  });

  test('a client route is served the portal (SPA fallback) and hashed assets are cached for long', async () => {
    const html = await fetch(`${baseUrl}/pricing`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    const body = await html.text();
    const asset = body.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const script = await fetch(`${baseUrl}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
  });
});
