import { agenciesRoutes } from '../contract/routes/agencies';
import { queryOptions } from '@tanstack/react-query';
import {
  UPDATABLE_AGENCY_FIELDS,
  UPLOAD_TIMEOUT_MS,
  type Agency,
  type UpdateMyAgencyBody,
  type UpdateMyAgencyBodyInput,
} from '../contract';
import { uploadForm } from './candidate-profile';
import { retryUnlessClientError, type ApiClient } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const agencyKeys = {
  all: ['agencies'] as const,
  mine: () => [...agencyKeys.all, 'my-agency'] as const,
};

/** GET /agencies/my-agency */
export async function fetchMyAgency(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<Agency> {
  const { method, path, response } = agenciesRoutes.myAgency;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data.agency;
}

/** PUT /agencies/my-agency with only the changed fields (see agencyChanges). */
export async function updateMyAgency(
  client: ApiClient,
  changes: UpdateMyAgencyBodyInput,
  { signal }: CallOptions = {},
): Promise<Agency> {
  const { method, path, response } = agenciesRoutes.updateMyAgency;
  const { data } = await client.request(path, {
    method,
    body: changes,
    schema: response,
    signal,
    fallbackMessage: 'Failed to update agency profile',
  });
  return data.agency;
}

/** POST /agencies/my-agency/logo: a JPEG, PNG or WebP image (checked by content). */
export async function uploadMyAgencyLogo(
  client: ApiClient,
  file: Blob,
  fileName?: string,
  { signal }: CallOptions = {},
): Promise<Agency> {
  const { method, path, response } = agenciesRoutes.uploadMyAgencyLogo;
  const { data } = await client.request(path, {
    method,
    formData: uploadForm(file, fileName),
    schema: response,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return data.agency;
}

export const myAgencyQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: agencyKeys.mine(),
    queryFn: ({ signal }) => fetchMyAgency(client, { signal }),
    retry: retryUnlessClientError,
  });

type UpdatableField = (typeof UPDATABLE_AGENCY_FIELDS)[number];
/** The edit form's values, in the agency's own types. */
export type AgencyDraft = Partial<Pick<Agency, UpdatableField>>;

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const same = (a: unknown, b: unknown) =>
  JSON.stringify(blankToNull(a)) === JSON.stringify(blankToNull(b));

/**
 * §5: only changed fields are sent. An empty result means 'No changes detected to save.'; a
 * cleared text field is sent as null. A city can be replaced but not removed, so a null city is
 * left out.
 */
export function agencyChanges(agency: Agency, draft: AgencyDraft): UpdateMyAgencyBody {
  const changes: Record<string, unknown> = {};
  for (const key of UPDATABLE_AGENCY_FIELDS) {
    const next = draft[key];
    if (next === undefined || same(next, agency[key])) continue;
    if (key === 'city_id' && next === null) continue;
    changes[key] = blankToNull(next);
  }
  // Keys come from the body schema and values from the agency's matching fields.
  return changes as UpdateMyAgencyBody;
}
