import { candidatesQueryOptions } from '@bayti/data/client';
import { HOME_CANDIDATES } from '@bayti/data/contract';
import { api } from '../../../api';

/** The home page's teaser: the first candidates of the default list (nine). */
export const homeCandidatesQuery = () => candidatesQueryOptions(api, { pageSize: HOME_CANDIDATES });
