import { errorEnvelopeSchema } from '@bayti/data/contract';

const DESCRIPTIONS = {
  400: 'Invalid input; `fields` names each problem',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in with a role that may not do this',
  404: 'Not found',
  409: 'Conflicts with existing data',
  429: 'Too many attempts; see the Retry-After header',
  503: 'The database is not answering',
} as const;

type DocumentedStatus = keyof typeof DESCRIPTIONS;

/** Error answers a route documents in the OpenAPI document, all in the error envelope. */
export function errorResponses<S extends DocumentedStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, errorEnvelopeSchema.describe(DESCRIPTIONS[status])]),
  ) as Record<S, typeof errorEnvelopeSchema>;
}

/** Marks a route as needing `Authorization: Bearer <token>` in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
