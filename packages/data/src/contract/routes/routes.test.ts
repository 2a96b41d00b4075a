import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoints } from '../endpoints';
import * as routeModules from './index';
import type { SchemaOf } from './route';

/** Every per-resource route table, merged (each endpoint name is in exactly one). */
const tables = Object.entries(routeModules).filter(([name]) => name.endsWith('Routes'));
const allRoutes: Record<string, { method: string; path: string; response?: object }> =
  Object.assign({}, ...tables.map(([, table]) => table));

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
type Tables = typeof routeModules;
type AllRoutes = UnionToIntersection<Tables[Extract<keyof Tables, `${string}Routes`>]>;

describe('routes', () => {
  it('name every endpoint of the contract once, with its method and path', () => {
    const names = tables.flatMap(([, table]) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(names.toSorted()).toEqual(Object.keys(endpoints).toSorted());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = allRoutes[name];
      expect({ name, method: route?.method, path: route?.path }).toEqual({
        name,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });

  it('reference a JSON answer exactly where the endpoint has a response schema', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = allRoutes[name];
      if ('response' in endpoint) {
        expect(route?.response, name).toEqual({ method: endpoint.method, path: endpoint.path });
      } else {
        expect(route?.response, name).toBeUndefined();
      }
    }
  });

  it('type each answer with the endpoint’s own response schema', () => {
    type Mismatched = {
      [K in keyof typeof endpoints]: (typeof endpoints)[K] extends { response: infer S }
        ? K extends keyof AllRoutes
          ? AllRoutes[K] extends { response: infer R }
            ? [SchemaOf<R>] extends [S]
              ? [S] extends [SchemaOf<R>]
                ? never
                : K
              : K
            : K
          : K
        : never;
    }[keyof typeof endpoints];
    expectTypeOf<Mismatched>().toEqualTypeOf<never>();
  });
});
