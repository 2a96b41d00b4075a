import { NATIONALITY_FLAGS } from '@bayti/data/fixtures';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api';

/** Listed profiles: the total and the count per nationality (GET /candidates/counts). */
export const listingCountsQuery = () => apiQuery(listingsRoutes.listingCounts, {});

/**
 * The nationalities families can hire from now, most listed first, each with its flag: the home
 * strip and About's workforce read the data, not fixed numbers. Empty until it has loaded.
 */
export function useListedNationalities() {
  const { data } = useQuery(listingCountsQuery());
  return (data?.nationalities ?? [])
    .filter(({ count }) => count > 0)
    .map(({ nationality, count }) => ({
      nationality,
      count,
      flag: NATIONALITY_FLAGS[nationality],
    }));
}
