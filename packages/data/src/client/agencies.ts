import { agenciesRoutes } from '../contract/routes/agencies';
import {
  UPDATABLE_AGENCY_FIELDS,
  UPLOAD_TIMEOUT_MS,
  type Agency,
  type UpdateMyAgencyBody,
} from '../contract';
import { callData, uploadForm, type CallOptions } from './endpoint-call';
import { type ApiClient } from './http';

/*
 * The agency's own profile beyond its JSON calls (read and update go through callRoute with
 * agenciesRoutes): the logo upload, and the changed fields an edit sends.
 */

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
