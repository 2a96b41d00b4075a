import {
  downloadManagedCandidateFile,
  downloadMedia,
  isManagedCandidateFile,
} from '@bayti/data/client';
import { API_PREFIX } from '@bayti/data/contract';
import { useQuery } from '@tanstack/react-query';
import { api, queryClient } from '../../../api';

const PHOTO_KEY = 'moderation-photo';

// An object URL lives as long as its cache entry: a dropped entry gives its memory back.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'removed' || event.query.queryKey[0] !== PHOTO_KEY) return;
  const url: unknown = event.query.state.data;
  if (typeof url === 'string') URL.revokeObjectURL(url);
});

const isWorkerUpload = (path: string) => path.startsWith(`${API_PREFIX}/media/`);

/**
 * A profile's photo as the admin sees it before it is public: an upload (a worker's own or an
 * agency's candidate's) is fetched with the admin's token and shown from a local URL; a public
 * path as it is; none (an empty path) is undefined, so the initials stand in.
 */
export function useReviewPhoto(path: string | null): string | undefined {
  const uploaded = path !== null && (isManagedCandidateFile(path) || isWorkerUpload(path));
  const query = useQuery({
    queryKey: [PHOTO_KEY, path],
    queryFn: async ({ signal }) => {
      const file = isManagedCandidateFile(path)
        ? await downloadManagedCandidateFile(api, path, { signal })
        : await downloadMedia(api, path ?? '', { signal });
      return URL.createObjectURL(file.blob);
    },
    enabled: uploaded,
    staleTime: Infinity,
  });
  if (!path) return undefined;
  return uploaded ? query.data : path;
}
