import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { adminUsersQuerySchema } from '../admin-users';
import type { uploadAgencyDocumentFieldsSchema } from '../agency-documents';
import { endpoints, routeTables, schemaNamed, schemasOf } from '../endpoints';
import type { adminUserFormSchema } from '../users';
import { adminUsersRoutes } from './admin-users';
import * as routeModules from './index';
import { allow, routesOf, type DeclaredRoute, type SchemaName } from './route';

const routes = routeTables.flatMap((table) =>
  Object.entries(table as Record<string, DeclaredRoute>),
);

/** Every schema name a route gives, with where it gives it. */
function namesOf(route: DeclaredRoute): SchemaName[] {
  return [
    route.params,
    route.query,
    route.body,
    route.multipart?.fields,
    route.response?.schema,
  ].filter((name) => name !== undefined);
}

describe('routes', () => {
  it('name every endpoint once, and the endpoint table holds each', () => {
    const tables = Object.entries(routeModules).filter(([name]) => name.endsWith('Routes'));
    expect(routeTables).toHaveLength(tables.length);
    for (const [name, table] of tables) expect(routeTables, name).toContain(table);
    const names = routes.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints).toSorted()).toEqual(names.toSorted());
  });

  it('name only schemas of the contract, which the table resolves', () => {
    for (const [name, route] of routes) {
      for (const schema of namesOf(route)) {
        expect(schemaNamed(schema), `${name}: ${schema}`).toBeInstanceOf(z.ZodType);
      }
      const resolved = schemasOf(route) as Record<string, unknown>;
      for (const key of ['params', 'query', 'body', 'response'])
        if (key in resolved) expect(resolved[key], `${name}.${key}`).toBeInstanceOf(z.ZodType);
    }
    expect(() => schemaNamed('API_PREFIX' as SchemaName)).toThrow(/not a schema/);
  });

  it('answer JSON through a named schema, or a file, never both', () => {
    for (const [name, route] of routes) {
      const binary = 'binary' in route;
      expect({ name, binary, response: route.response !== undefined }).toEqual({
        name,
        binary,
        response: !binary,
      });
      if (route.response) {
        expect(route.response, name).toMatchObject({ method: route.method, path: route.path });
      }
    }
  });

  it('load no schema in the browser: a route module imports values from ./route and constants only', () => {
    const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBe(routeTables.length + 2);
    for (const [file, source] of Object.entries(sources)) {
      const valueImports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
        ([, from]) => from,
      );
      for (const from of valueImports) expect(['./route', '../constants'], file).toContain(from);
    }
  });

  it('carry their schema names as literal types, which the table resolves to the schemas', () => {
    expectTypeOf(adminUsersRoutes.adminUsers.query).toEqualTypeOf<'adminUsersQuerySchema'>();
    expectTypeOf(endpoints.adminUsers.query).toEqualTypeOf<typeof adminUsersQuerySchema>();
    expectTypeOf(endpoints.createAdminUser.body).toEqualTypeOf<typeof adminUserFormSchema>();
    expectTypeOf(endpoints.createAdminUser.status).toEqualTypeOf<201>();
    expectTypeOf(endpoints.adminUsers.status).toEqualTypeOf<200>();
    expectTypeOf(endpoints.uploadAgencyDocument.multipart.fields).toEqualTypeOf<
      typeof uploadAgencyDocumentFieldsSchema
    >();
    expectTypeOf(endpoints.media.binary).toEqualTypeOf<true>();
  });

  it('refuse, at the type level, a name that is no schema and a key that is no fact', () => {
    const { route } = routesOf('test');
    const admin = allow(['admin']);
    // Never called: the type checker is the test.
    const typeOnly = () => [
      // @ts-expect-error: no schema of that name
      route('GET', '/x', { access: admin, doc: 'x', response: 'adminUsersResponseSchemas' }),
      // @ts-expect-error: a value of the contract, not a schema
      route('GET', '/x', { access: admin, doc: 'x', response: 'API_PREFIX' }),
      // @ts-expect-error: a JSON route names its answer's schema
      route('GET', '/x', { access: admin, doc: 'x' }),
      route('GET', '/x', {
        access: admin,
        doc: 'x',
        // @ts-expect-error: a misspelt key
        qeury: 'adminUsersQuerySchema',
        response: 'adminUsersResponseSchema',
      }),
    ];
    expect(typeOnly).toBeTypeOf('function');
  });
});
