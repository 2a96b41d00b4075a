import { isApiError } from '@bayti/data/client/api-error';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/**
 * A record page's loader: the record's answer, or the route's not-found page when the server
 * answers 404 (no such id, or one the reader may not see). Any other failure is the route's error.
 */
export async function ensureFound<Data, Failure, Key extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<Data, Failure, Data, Key>,
): Promise<Data> {
  try {
    return await queryClient.ensureQueryData(query);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
