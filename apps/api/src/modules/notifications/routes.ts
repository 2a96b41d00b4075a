import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { preferredLocale } from '../../i18n/locale';
import { NotificationsService } from './service';

const {
  notifications: list,
  unreadNotifications,
  markNotificationsRead,
  markAllNotificationsRead,
  emailPreferences,
  updateEmailPreference,
} = endpoints;

/** The notification centre of every signed-in person: the bell, its page and Settings' emails. */
export const notificationRoutes: RoutesPlugin = async (app, { ctx }) => {
  const service = new NotificationsService(ctx.db, ctx.clock);
  const reader = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user;

  registerEndpoint(app, ctx.guards, list, async (request) => ({
    data: await service.list(
      reader(request),
      request.query,
      preferredLocale(request.headers['accept-language']),
    ),
  }));

  registerEndpoint(app, ctx.guards, unreadNotifications, async (request) => ({
    data: { unread: await service.unread(reader(request)) },
  }));

  registerEndpoint(app, ctx.guards, markNotificationsRead, async (request) => ({
    data: { unread: await service.markRead(reader(request), request.body.ids) },
  }));

  registerEndpoint(app, ctx.guards, markAllNotificationsRead, async (request) => ({
    data: { unread: await service.markAllRead(reader(request)) },
  }));

  registerEndpoint(app, ctx.guards, emailPreferences, async (request) => ({
    data: { items: await service.emailPreferences(reader(request)) },
  }));

  registerEndpoint(app, ctx.guards, updateEmailPreference, async (request) => ({
    data: {
      item: await service.setEmailPreference(
        reader(request),
        request.params.type,
        request.body.email,
      ),
    },
  }));
};
