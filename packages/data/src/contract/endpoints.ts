/**
 * The endpoint table: method, path (under API_PREFIX, Fastify `:param` syntax) and the schemas of
 * each call. The API registers its routes from it and the client calls through it, so a path or
 * shape changes in one place.
 */
import { myAgencyResponseSchema, updateMyAgencyBodySchema } from './agency';
import {
  authResultSchema,
  loginBodySchema,
  logoutResponseSchema,
  meResponseSchema,
  registerBodySchema,
} from './auth';
import {
  candidateContactResponseSchema,
  candidateResponseSchema,
  candidatesListResponseSchema,
  candidatesQuerySchema,
} from './candidate';
import { idParamsSchema } from './common';
import {
  citiesListQuerySchema,
  citiesListResponseSchema,
  countriesListResponseSchema,
} from './geo';

export const API_PREFIX = '/api';

export const endpoints = {
  register: {
    method: 'POST',
    path: '/auth/register',
    body: registerBodySchema,
    response: authResultSchema,
    status: 201,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    body: loginBodySchema,
    response: authResultSchema,
    status: 200,
  },
  me: { method: 'GET', path: '/auth/me', response: meResponseSchema, status: 200 },
  /** Answers 204 (no body) or 200 `{ ok: true }`. */
  logout: { method: 'POST', path: '/auth/logout', response: logoutResponseSchema, status: 204 },
  myAgency: {
    method: 'GET',
    path: '/agencies/my-agency',
    response: myAgencyResponseSchema,
    status: 200,
  },
  updateMyAgency: {
    method: 'PUT',
    path: '/agencies/my-agency',
    body: updateMyAgencyBodySchema,
    response: myAgencyResponseSchema,
    status: 200,
  },
  countries: {
    method: 'GET',
    path: '/countries/list',
    response: countriesListResponseSchema,
    status: 200,
  },
  cities: {
    method: 'GET',
    path: '/cities/list',
    query: citiesListQuerySchema,
    response: citiesListResponseSchema,
    status: 200,
  },
  candidates: {
    method: 'GET',
    path: '/candidates',
    query: candidatesQuerySchema,
    response: candidatesListResponseSchema,
    status: 200,
  },
  candidate: {
    method: 'GET',
    path: '/candidates/:id',
    params: idParamsSchema,
    response: candidateResponseSchema,
    status: 200,
  },
  /** Signed-in family with an active plan; otherwise 401 or 402 plan_required. */
  candidateContact: {
    method: 'GET',
    path: '/candidates/:id/contact',
    params: idParamsSchema,
    response: candidateContactResponseSchema,
    status: 200,
  },
} as const;

export type EndpointName = keyof typeof endpoints;

/** Fills `:name` segments: pathFor('/candidates/:id', { id: 3 }) -> '/candidates/3'. */
export function pathFor(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
