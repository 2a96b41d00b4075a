import type { ListingCounts } from '@bayti/data/contract';
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
  return listedNationalitiesOf(data?.nationalities ?? []);
}

function listedNationalitiesOf(nationalities: ListingCounts['nationalities']) {
  return nationalities
    .filter(({ count }) => count > 0)
    .map(({ nationality, count }) => ({
      nationality,
      count,
      flag: NATIONALITY_FLAGS[nationality],
    }));
}

/**
 * How many profiles are listed and from how many nationalities (About's figures), or null until
 * the counts have loaded (or when they failed: the figures are then left out, never made up).
 */
export function useListedTotals(): { workers: number; nationalities: number } | null {
  const { data } = useQuery(listingCountsQuery());
  if (!data) return null;
  return { workers: data.total, nationalities: listedNationalitiesOf(data.nationalities).length };
}
