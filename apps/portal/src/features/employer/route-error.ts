import { routeError } from '../shared/route/RouteStates';

/** A section of the family's dashboard that could not load: the server's message or ours, and Try again. */
export const employerRouteError = routeError((t) => t.employer.common);
