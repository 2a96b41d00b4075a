import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { agencies, candidates, hireReviews } from '../../db/schema';
import { isVisible } from './read';

/*
 * The average and the count a worker's profile or an agency's page shows: of its published,
 * visible reviews, kept on its row in the transaction that publishes or hides one, and by the
 * seed (docs/decisions/0035).
 */

function averageColumns(about: AnyColumn, id: AnyColumn | number, none: SQL) {
  const from = sql`from ${hireReviews} where ${about} = ${id} and ${isVisible}`;
  return {
    rating: sql`coalesce((select round(avg(${hireReviews.stars}), 2)::float8 ${from}), ${none})`,
    reviewCount: sql`(select count(*)::int ${from})`,
  };
}

/** A worker without reviews shows 0 (the column is not null); an agency shows none. */
export const candidateAverages = (id: AnyColumn | number) =>
  averageColumns(hireReviews.candidateId, id, sql`0`);
export const agencyAverages = (id: AnyColumn | number) =>
  averageColumns(hireReviews.agencyId, id, sql`null`);

/** Every row's averages at once (the seed). */
export const allCandidateAverages = () => candidateAverages(candidates.id);
export const allAgencyAverages = () => agencyAverages(agencies.id);
