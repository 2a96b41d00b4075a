import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';

const { open, baseUrl } = useBrowser();

/** An API URL's path and query, the query in a fixed order. */
function canonical(url: string): string {
  const parsed = new URL(url, baseUrl);
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams}`;
}

/** The reads and the photo preload the server wrote into a page's HTML (plugins/page-data.ts). */
async function pageDataOf(pathname: string) {
  const html = await (
    await fetch(`${baseUrl}${pathname}`, { headers: { accept: 'text/html' } })
  ).text();
  const reads = [
    ...html.matchAll(/<script type="application\/json" data-page-data="([^"]+)">/g),
  ].map((match) => canonical(match[1]!.replace(/&amp;/g, '&')));
  const preload = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
  const modules = [
    ...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)"/g),
  ];
  return { reads, preload, modules: modules.map((match) => match[1]!) };
}

/** A new visitor's page, recording every API request from the first one on. */
async function visit(pathname: string) {
  const { page, errors } = await open('about:blank');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      requested.push(canonical(request.url()));
  });
  await page.goto(pathname);
  return { page, errors, requested };
}

const cards = (page: Page) => page.getByRole('region', { name: 'Candidates' }).getByRole('article');

describe("a first visit's reads come with the page", () => {
  test.each([
    ['/', '/api/candidates?page=1&pageSize=9&sort=default', 'home-candidates'],
    ['/candidates', '/api/candidates?page=1&pageSize=12&sort=default', 'CandidatesPage'],
    [
      '/candidates?nationality=Filipino&sort=age-asc',
      '/api/candidates?nationality=Filipino&page=1&pageSize=12&sort=age-asc',
      'CandidatesPage',
    ],
    ['/candidates/1', '/api/candidates/1?', 'CandidateProfilePage'],
  ])('%s holds %s and never asks for it', async (pathname, read, screen) => {
    const { reads, preload, modules } = await pageDataOf(pathname);
    expect(reads).toEqual([read]);
    // The page's own code is named in it too, to load beside the entry chunk.
    expect(modules.some((file) => file.startsWith(`/assets/${screen}-`))).toBe(true);
    expect(preload).toMatch(/^\/(images|api\/media)\//);

    const { page, errors, requested } = await visit(pathname);
    // The photo the server preloaded is the one the page shows first.
    await page.waitForFunction(
      (src) =>
        [...document.images].some(
          (img) => img.getAttribute('src') === src && img.complete && img.naturalWidth > 0,
        ),
      preload,
    );
    expect(requested).not.toContain(read);
    expect(errors).toEqual([]);
  });

  test('a profile the server has no answer for carries no data, and the page asks', async () => {
    const { reads, preload } = await pageDataOf('/candidates/999999');
    expect({ reads, preload }).toEqual({ reads: [], preload: undefined });
    const { page, requested } = await visit('/candidates/999999');
    await page.getByText('Candidate Not Found').first().waitFor();
    expect(requested).toContain('/api/candidates/999999?');
  });

  test('after the first page, every read goes to the server again', async () => {
    const { page, errors, requested } = await visit('/candidates');
    await page.getByText('15 candidates found', { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(12);
    await page
      .getByRole('navigation', { name: 'Candidate pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await page.getByText('showing 13 - 15 of 15', { exact: true }).waitFor();
    expect(requested.filter((url) => url.startsWith('/api/candidates?'))).not.toContain(
      '/api/candidates?page=1&pageSize=12&sort=default',
    );
    expect(requested.some((url) => url.includes('&page=2&'))).toBe(true);
    // Back to the first page: the cached answer, or a new read, never the page's old copy.
    await page.goBack();
    await page.getByText('showing 1 - 12 of 15', { exact: true }).waitFor();
    expect(
      await page.evaluate(() => document.querySelectorAll('script[data-page-data]').length),
    ).toBe(0);
    expect(errors).toEqual([]);
  });
});
