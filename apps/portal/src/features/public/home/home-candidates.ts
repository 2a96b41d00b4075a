import { HOME_CANDIDATES, normalizeCandidatesParams } from '@bayti/data/contract';
import { candidatesRoutes } from '@bayti/data/contract/routes/candidates';
import { apiQuery } from '../../../api';

/** The home page's teaser: the first candidates of the default list (nine). */
export const homeCandidatesQuery = () =>
  apiQuery(candidatesRoutes.candidates, {
    query: normalizeCandidatesParams({ pageSize: HOME_CANDIDATES }),
  });
