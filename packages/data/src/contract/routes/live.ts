import { routesOf, signedIn } from './route';

const { fileRoute } = routesOf('live');

/**
 * Live updates (docs/decisions/0032): a Server-Sent Events stream of hints for the signed-in
 * person (a message arrived, a thread was read); the page refetches through the JSON API.
 */
export const liveRoutes = {
  liveUpdates: fileRoute('GET', '/live', {
    access: signedIn('self'),
    doc: 'A text/event-stream of live updates for the signed-in person (hints to refetch)',
  }),
} as const;
