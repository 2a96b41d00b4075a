import { adminProfileRoutes } from '../contract/routes/admin-profile';
import { type ChangeAdminPinBodyInput } from '../contract';
import type { ApiClient } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** PUT /admin/me/pin: the signed-in admin's own PIN; 400 names a wrong current PIN or a mismatch. */
export async function changeAdminPin(
  client: ApiClient,
  body: ChangeAdminPinBodyInput,
  { signal }: CallOptions = {},
): Promise<void> {
  const { method, path, response } = adminProfileRoutes.changeAdminPin;
  await client.request(path, {
    method,
    body,
    schema: response,
    signal,
    fallbackMessage: 'Failed to change the PIN',
  });
}
