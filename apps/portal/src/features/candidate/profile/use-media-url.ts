import { downloadMedia } from '@bayti/data/client';
import { API_PREFIX } from '@bayti/data/contract';
import { useQuery } from '@tanstack/react-query';
import { api, queryClient } from '../../../api';

const MEDIA_KEY = 'candidate-own-media';

// An object URL lives as long as its cache entry: dropped entries (a replaced photo after its
// garbage-collection time, or everything at sign-out) give their memory back.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'removed' || event.query.queryKey[0] !== MEDIA_KEY) return;
  const url: unknown = event.query.state.data;
  if (typeof url === 'string') URL.revokeObjectURL(url);
});

export type MediaState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; url: string };

/** Uploads are served by the API's media route; other paths are the site's own public files. */
const isUploaded = (path: string | null): path is string =>
  path !== null && path.startsWith(`${API_PREFIX}/media/`);

/**
 * Her own photo or video as a URL the page can show. An upload of an unlisted profile is private,
 * so it is fetched with her bearer token through the data client (never with the token in an
 * address) and shown from a local URL. Media keys are unique per upload, so an entry never goes
 * stale.
 */
export function useMediaUrl(path: string | null): MediaState {
  const query = useQuery({
    queryKey: [MEDIA_KEY, path],
    queryFn: async ({ signal }) => {
      const file = await downloadMedia(api, path ?? '', { signal });
      return URL.createObjectURL(file.blob);
    },
    enabled: isUploaded(path),
    staleTime: Infinity,
  });
  if (path === null) return { status: 'none' };
  if (!isUploaded(path)) return { status: 'ready', url: path };
  if (query.data) return { status: 'ready', url: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
