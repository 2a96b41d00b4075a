import { seededReviews } from '@bayti/data/fixtures';
import { allAgencyAverages, allCandidateAverages } from '../modules/hire-reviews/averages';
import { addDays } from '../uae-calendar';
import type { Database } from './connection';
import { agencies, candidates, hireReviews } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo's reviews (docs/decisions/0035): the spec's ratings of the public candidates and the
 * agencies, written as published reviews; each rating shown is then their average, with their
 * count, as for reviews written after a real hire.
 */
export async function seedHireReviews(tx: Tx, now: Date): Promise<void> {
  await tx.insert(hireReviews).values(
    seededReviews.map((review) => {
      const at = addDays(now, -review.daysAgo);
      return {
        subject: review.subject,
        candidateId: review.subject === 'worker' ? review.aboutId : null,
        agencyId: review.subject === 'agency' ? review.aboutId : null,
        authorName: review.author,
        stars: review.stars,
        body: review.text,
        writtenAt: at,
        publishedAt: at,
      };
    }),
  );
  await tx.update(candidates).set(allCandidateAverages());
  await tx.update(agencies).set(allAgencyAverages());
}
