import { z } from 'zod';
import {
  adminAccountsRoutes,
  adminAgenciesRoutes,
  adminAnalyticsRoutes,
  adminClientsRoutes,
  adminInboxRoutes,
  adminPositionsRoutes,
  adminProfileRoutes,
  adminReportsRoutes,
  adminUsersRoutes,
  agenciesRoutes,
  agencyAccountsRoutes,
  agencyAnalyticsRoutes,
  agencyDocumentsRoutes,
  agencyRecruitmentsRoutes,
  agencyUsersRoutes,
  authRoutes,
  candidateProfileRoutes,
  candidatesRoutes,
  documentsRoutes,
  employerRoutes,
  formsRoutes,
  geoRoutes,
  listingsRoutes,
  managedCandidatesRoutes,
  notificationsRoutes,
  offersRoutes,
  conversationsRoutes,
  liveRoutes,
  refundCasesRoutes,
  interviewsRoutes,
  jobPostsRoutes,
  hireReviewsRoutes,
} from './routes';
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

/**
 * Every route table of ./routes, in the order the endpoint table has always listed them: the
 * authorization and fuzz tests of the API walk it in this order over one shared world, so a new
 * table goes at the end (routes.test.ts fails on a table of ./routes missing here).
 */
export const routeTables = [
  authRoutes,
  agenciesRoutes,
  geoRoutes,
  candidatesRoutes,
  formsRoutes,
  employerRoutes,
  candidateProfileRoutes,
  documentsRoutes,
  adminProfileRoutes,
  adminPositionsRoutes,
  adminInboxRoutes,
  adminUsersRoutes,
  adminAccountsRoutes,
  adminReportsRoutes,
  agencyDocumentsRoutes,
  agencyUsersRoutes,
  managedCandidatesRoutes,
  agencyRecruitmentsRoutes,
  agencyAccountsRoutes,
  agencyAnalyticsRoutes,
  adminAgenciesRoutes,
  adminClientsRoutes,
  adminAnalyticsRoutes,
  notificationsRoutes,
  listingsRoutes,
  offersRoutes,
  conversationsRoutes,
  liveRoutes,
  refundCasesRoutes,
  interviewsRoutes,
  jobPostsRoutes,
  hireReviewsRoutes,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
/** Every route of every resource, by name. */
type AllRoutes = UnionToIntersection<(typeof routeTables)[number]>;

/**
 * The endpoint table, built from the routes: each endpoint by name, with its schemas. The API
 * registers every route from it (registerEndpoint) and serialises every answer through its
 * response schema; the story mocks validate and answer with it.
 */
export const endpoints = Object.fromEntries(
  routeTables.flatMap((table) =>
    Object.entries(table as Record<string, DeclaredRoute>).map(([name, route]) => [
      name,
      schemasOf(route),
    ]),
  ),
) as { readonly [Name in keyof AllRoutes]: WithSchemas<AllRoutes[Name]> };

export type EndpointName = keyof typeof endpoints;
