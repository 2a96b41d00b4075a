import { routeKey } from '@bayti/data/client/route-call';
import { candidateProfileRoutes } from '@bayti/data/contract/routes/candidate-profile';
import { candidatesRoutes } from '@bayti/data/contract/routes/candidates';
import { agencyRecruitmentsRoutes } from '@bayti/data/contract/routes/agency-recruitments';
import { managedCandidatesRoutes } from '@bayti/data/contract/routes/managed-candidates';
import { offersRoutes } from '@bayti/data/contract/routes/offers';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api';

/** Who answers offers here: the worker for her own profile, or the agency for those it listed. */
export type OfferSide = 'candidate' | 'agency';

/** The Offers section's list, as the route's loader ensures it and the screen reads it. */
export const offersQuery = (side: OfferSide) =>
  apiQuery(side === 'candidate' ? offersRoutes.candidateOffers : offersRoutes.agencyOffers);

/** The endpoint that answers an offer on each side. */
export const answerRoute = (side: OfferSide) =>
  side === 'candidate' ? offersRoutes.candidateAnswerOffer : offersRoutes.agencyAnswerOffer;

/**
 * An answer changes the offers, and an acceptance her listing: the worker's profile state, the
 * agency's candidates and recruitments, and the public list she leaves.
 */
export function refreshAfterAnswer(queryClient: QueryClient, side: OfferSide) {
  const routes =
    side === 'candidate'
      ? [offersRoutes.candidateOffers, candidateProfileRoutes.candidateProfile]
      : [
          offersRoutes.agencyOffers,
          managedCandidatesRoutes.agencyCandidates,
          managedCandidatesRoutes.agencyCandidate,
          agencyRecruitmentsRoutes.agencyRecruitments,
        ];
  return Promise.all(
    [...routes, candidatesRoutes.candidates].map((route) =>
      queryClient.invalidateQueries({ queryKey: routeKey(route) }),
    ),
  );
}
