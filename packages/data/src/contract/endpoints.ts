import { z } from 'zod';
import * as routeModules from './routes';
import type { DeclaredRoute, NamedSchema, SchemaName } from './routes/route';
import * as schemas from './schemas';

/*
 * The schemas of every declared endpoint, resolved from the names its route gives
 * (./routes, docs/decisions/0015). Only what may load zod imports this: the server, the
 * development answer check (client/answer-check.ts) and the story mocks.
 */

/** The contract's schema of that export name; throws on a name that is not a zod schema. */
export function schemaNamed<Name extends SchemaName>(name: Name): NamedSchema<Name> {
  const schema: unknown = schemas[name];
  if (!(schema instanceof z.ZodType)) throw new Error(`${name} is not a schema of the contract`);
  return schema as NamedSchema<Name>;
}

/** A route with its schema names replaced by the schemas they name. */
export type WithSchemas<R> = {
  readonly [Key in keyof R]: Key extends 'params' | 'query' | 'body'
    ? R[Key] extends SchemaName
      ? NamedSchema<R[Key]>
      : never
    : Key extends 'response'
      ? R[Key] extends { readonly schema: infer Name extends SchemaName }
        ? NamedSchema<Name>
        : never
      : Key extends 'multipart'
        ? WithSchemas<R[Key]>
        : Key extends 'fields'
          ? R[Key] extends SchemaName
            ? NamedSchema<R[Key]>
            : never
          : R[Key];
};

/** An endpoint's route with the schemas it names: what the server registers, mocks answer. */
export function schemasOf<R extends DeclaredRoute>(route: R): WithSchemas<R> {
  const { params, query, body, multipart, response, ...facts } = route as DeclaredRoute;
  return {
    ...facts,
    ...(params ? { params: schemaNamed(params) } : {}),
    ...(query ? { query: schemaNamed(query) } : {}),
    ...(body ? { body: schemaNamed(body) } : {}),
    ...(multipart
      ? {
          multipart: {
            ...multipart,
            ...(multipart.fields ? { fields: schemaNamed(multipart.fields) } : {}),
          },
        }
      : {}),
    ...(response ? { response: schemaNamed(response.schema) } : {}),
  } as WithSchemas<R>;
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
type Modules = typeof routeModules;
/** Every route of every resource (each `<resource>Routes` table of ./routes), by name. */
type AllRoutes = UnionToIntersection<Modules[Extract<keyof Modules, `${string}Routes`>]>;

/** Every route table of ./routes, in the order ./routes/index.ts exports them. */
export const routeTables = Object.entries(routeModules).flatMap(([name, table]) =>
  name.endsWith('Routes') ? [table as Record<string, DeclaredRoute>] : [],
);

/**
 * The endpoint table, built from the routes: each endpoint by name, with its schemas. The API
 * registers every route from it (registerEndpoint) and serialises every answer through its
 * response schema; the story mocks validate and answer with it.
 */
export const endpoints = Object.fromEntries(
  routeTables.flatMap((table) =>
    Object.entries(table).map(([name, route]) => [name, schemasOf(route)]),
  ),
) as { readonly [Name in keyof AllRoutes]: WithSchemas<AllRoutes[Name]> };

export type EndpointName = keyof typeof endpoints;
