import { adminProfileRoutes } from '../contract/routes/admin-profile';
import { type ChangeAdminPinBodyInput } from '../contract';
import type { ApiClient } from './http';
import { callEndpoint } from './endpoint-call';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** PUT /admin/me/pin: the signed-in admin's own PIN; 400 names a wrong current PIN or a mismatch. */
export async function changeAdminPin(
  client: ApiClient,
  body: ChangeAdminPinBodyInput,
  { signal }: CallOptions = {},
): Promise<void> {
  await callEndpoint(client, adminProfileRoutes.changeAdminPin, {
    body,
    signal,
    fallbackMessage: 'Failed to change the PIN',
  });
}
