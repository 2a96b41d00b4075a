import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { EventStreams } from '../../live/sse';

/** The signed-in person's stream of live updates (docs/decisions/0032): their own topic only. */
export const liveRoutes: RoutesPlugin = async (app, { ctx }) => {
  const streams = new EventStreams(ctx.live);
  // An open stream would keep the server from closing.
  app.addHook('preClose', async () => streams.closeAll());
  registerEndpoint(app, ctx.guards, endpoints.liveUpdates, async (request, reply) => {
    streams.open(request, reply, [`user:${requireSession(request).user.id}`]);
  });
};
