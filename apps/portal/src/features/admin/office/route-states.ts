import { routeError } from '../../shared/route/RouteStates';

/** A back-office page that could not load: the server's message or the office's, and Try again. */
export const adminRouteError = routeError((t) => t.adminOffice.common);
