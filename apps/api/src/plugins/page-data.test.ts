import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { firstVisitOf, withPageData } from './page-data';

const INDEX =
  '<!doctype html><html><head><title>Bayti</title></head><body><div id="root"></div></body></html>';

describe('the reads each public page starts with', () => {
  const readsOf = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://bayti.test');
    return firstVisitOf(pathname, searchParams)?.reads.map((read) => read.url) ?? [];
  };

  it('reads what the route loaders read, defaults filled in as the portal fills them', () => {
    expect(readsOf('/')).toEqual(['/api/candidates?sort=default&page=1&pageSize=9']);
    expect(readsOf('/candidates')).toEqual(['/api/candidates?sort=default&page=1&pageSize=12']);
    expect(readsOf('/candidates/42')).toEqual(['/api/candidates/42']);
  });

  it("reads the list's search as the portal's router does, unknown and invalid values dropped", () => {
    expect(
      readsOf('/candidates?nationality=Filipino&babycare=true&page=2&maxAge=35&utm_source=x'),
    ).toEqual([
      '/api/candidates?sort=default&page=2&pageSize=12&nationality=Filipino&babycare=true&maxAge=35',
    ]);
    expect(readsOf('/candidates?nationality=Martian&page=-1&sort=cheapest')).toEqual([
      '/api/candidates?sort=default&page=1&pageSize=12',
    ]);
  });

  it('has none for other pages, or for an id that names nobody', () => {
    for (const url of ['/about', '/dashboard/employer', '/candidates/abc', '/candidates/0']) {
      expect(readsOf(url)).toEqual([]);
    }
  });
});

/** An app whose every read answers `body` with `status`. */
const answering = (status: number, body: string) =>
  ({
    inject: async () => ({ statusCode: status, body, json: () => JSON.parse(body) as unknown }),
  }) as unknown as FastifyInstance;

describe('writing the answers into index.html', () => {
  it('cannot be ended early by what a profile says', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const body = JSON.stringify({
      data: { candidate: { image: '/images/a.svg?x="><b>', about: hostile } },
    });
    const html = await withPageData(answering(200, body), INDEX, '/candidates/7');
    const [, json] = /<script type="application\/json" [^>]*>(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json!)).toEqual(JSON.parse(body));
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('href="/images/a.svg?x=&quot;><b>"');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("names the page's own scripts and stylesheets from the build's list, and only its own", async () => {
    const preloads = {
      '/candidates': { scripts: ['assets/CandidatesPage-1a.js'], styles: ['assets/Card-2b.css'] },
      '/': { scripts: ['assets/home-3c.js'], styles: [] },
    };
    const body = JSON.stringify({ data: { candidates: [] } });
    const html = await withPageData(answering(200, body), INDEX, '/candidates?page=2', preloads);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/CandidatesPage-1a.js">',
    );
    expect(html).toContain('<link rel="preload" as="style" href="/assets/Card-2b.css">');
    expect(html).not.toContain('home-3c');
    // Even a page whose read failed gets its code on the way.
    const failed = await withPageData(answering(503, '{}'), INDEX, '/', preloads);
    expect(failed).toContain('href="/assets/home-3c.js"');
    expect(failed).not.toContain('data-page-data');
  });

  it('leaves the page as it is when the read is refused or the page has no head', async () => {
    expect(await withPageData(answering(404, '{}'), INDEX, '/candidates/7')).toBe(INDEX);
    expect(await withPageData(answering(503, '{}'), INDEX, '/')).toBe(INDEX);
    expect(await withPageData(answering(200, '{}'), INDEX, '/about', {})).toBe(INDEX);
    const headless = '<div id="root"></div>';
    expect(await withPageData(answering(200, '{}'), headless, '/')).toBe(headless);
  });
});

describe('a first visit to the served portal', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-page-data-'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    t = await startTestApp({ PORTAL_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { accept: 'text/html' } });
  const dataOf = (html: string) =>
    [
      ...html.matchAll(
        /<script type="application\/json" data-page-data="([^"]+)">(.*?)<\/script>/g,
      ),
    ].map(([, url, json]) => ({
      url: url!.replace(/&amp;/g, '&'),
      answer: JSON.parse(json!) as unknown,
    }));

  it.each(['/', '/candidates?position=Nanny&sort=salary-desc', '/candidates/3'])(
    '%s carries the very answer the API gives, and preloads its first photo',
    async (url) => {
      const response = await visit(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeUndefined();
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      const [read, ...more] = dataOf(response.body);
      expect(more).toEqual([]);
      const api = await t.app.inject({ method: 'GET', url: read!.url });
      expect(api.statusCode).toBe(200);
      expect(read!.answer).toEqual(api.json());
      const photo = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(
        response.body,
      )?.[1];
      expect(photo).toMatch(/^\/images\/candidates\/[\w-]+\.svg$/);
      expect(response.body).toContain(photo);
    },
  );

  it('sends the file itself where there is nothing to read, and for a HEAD', async () => {
    for (const url of ['/about', '/candidates/999999', '/dashboard/employer']) {
      expect((await visit(url)).body).toBe(INDEX);
    }
    const head = await visit('/candidates', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
