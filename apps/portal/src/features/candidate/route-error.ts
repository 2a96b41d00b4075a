import { routeError } from '../shared/route/RouteStates';

/*
 * A section of the worker's dashboard that could not load: the server's message, or the
 * section's own sentence, and Try again, which loads the section again.
 */

export const profileRouteError = routeError((t) => t.candidate.profile);

export const documentsRouteError = routeError((t) => ({
  loadFailed: t.candidate.documents.loadFailed,
  retry: t.candidate.profile.retry,
}));
