import { agenciesRoutes } from '../contract/routes/agencies';
import {
  UPDATABLE_AGENCY_FIELDS,
  UPLOAD_TIMEOUT_MS,
  type Agency,
  type UpdateMyAgencyBody,
  type UpdateMyAgencyBodyInput,
} from '../contract';
import { callData, uploadForm } from './endpoint-call';
import { type ApiClient } from './http';
import { fetcherQueryOptions, type CallOptions } from './endpoint-call';

export const agencyKeys = {
  all: ['agencies'] as const,
  mine: () => [...agencyKeys.all, 'my-agency'] as const,
};

/** GET /agencies/my-agency */
export async function fetchMyAgency(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<Agency> {
  const data = await callData(client, agenciesRoutes.myAgency, { signal });
  return data.agency;
}

/** PUT /agencies/my-agency with only the changed fields (see agencyChanges). */
export async function updateMyAgency(
  client: ApiClient,
  changes: UpdateMyAgencyBodyInput,
  { signal }: CallOptions = {},
): Promise<Agency> {
  const data = await callData(client, agenciesRoutes.updateMyAgency, {
    body: changes,
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
  const data = await callData(client, agenciesRoutes.uploadMyAgencyLogo, {
    formData: uploadForm(file, fileName),
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return data.agency;
}

export const myAgencyQueryOptions = (client: ApiClient) =>
  fetcherQueryOptions(agencyKeys.mine(), (signal) => fetchMyAgency(client, { signal }));

type UpdatableField = (typeof UPDATABLE_AGENCY_FIELDS)[number];
/** The edit form's values, in the agency's own types. */
export type AgencyDraft = Partial<Pick<Agency, UpdatableField>>;

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const same = (a: unknown, b: unknown) =>
  JSON.stringify(blankToNull(a)) === JSON.stringify(blankToNull(b));

/**
 * Only changed fields are sent. An empty result means 'No changes detected to save.'; a
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
