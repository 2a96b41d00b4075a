import { API_PREFIX, endpoints, routesOf } from '@bayti/data/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guards } from '../auth/guards';
import { body, startTestApp, type TestApp } from '../test/harness';
import { errorStatusesOf, registerEndpoint, type Declared } from './endpoint';

interface Operation {
  summary?: string;
  tags?: string[];
  description?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('registerEndpoint', () => {
  it("documents every endpoint with its declaration's doc, tag, security and errors", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = body<{ paths: Record<string, Record<string, Operation>> }>(response);
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Declared][]) {
      const path = `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = paths[path]?.[endpoint.method.toLowerCase()];
      const documented = Object.keys(operation?.responses ?? {})
        .map(Number)
        .filter((status) => status >= 400);
      expect(
        {
          name,
          summary: operation?.summary,
          tags: operation?.tags,
          signedIn: Boolean(operation?.security),
          rule: operation?.description,
          errors: documented,
        },
        name,
      ).toEqual({
        name,
        summary: endpoint.doc,
        tags: [endpoint.tag],
        signedIn: endpoint.access.who !== 'visitor',
        rule: endpoint.access.rule && `Ownership rule: ${endpoint.access.rule}`,
        errors: errorStatusesOf(endpoint),
      });
    }
  });

  it('refuses, at start-up, an endpoint declared without an access rule', () => {
    const app = Fastify();
    const undeclared = { ...endpoints.countries, access: undefined } as unknown as Declared;
    expect(() =>
      registerEndpoint(app as never, {} as Guards, undeclared, async () => ({ data: {} })),
    ).toThrow('GET /countries/list declares no access rule');
    // Types refuse it before that: a route declared without `access` does not compile.
    // @ts-expect-error access is required
    expect(routesOf('reference').fileRoute('GET', '/nowhere', { doc: 'Nowhere' })).toBeDefined();
  });
});
