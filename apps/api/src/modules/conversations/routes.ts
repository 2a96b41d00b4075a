import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { ConversationReportService } from './admin-reports';
import { partyOf } from './party';
import { ConversationService } from './service';

const {
  conversations,
  conversationsUnread,
  startConversation,
  conversation,
  sendMessage,
  readConversation,
  blockConversation,
  unblockConversation,
  reportConversation,
  conversationReports,
  resolveConversationReport,
} = endpoints;

/** Conversations (docs/decisions/0030): each party reads and writes only its own. */
export const conversationRoutes: RoutesPlugin = async (app, { ctx }) => {
  const service = new ConversationService(ctx.db, ctx);
  const reports = new ConversationReportService(ctx.db, ctx.clock, ctx);

  registerEndpoint(app, ctx.guards, conversations, async (request) => ({
    data: await service.inbox(partyOf(request)),
  }));
  registerEndpoint(app, ctx.guards, conversationsUnread, async (request) => ({
    data: { unread: await service.unread(partyOf(request)) },
  }));
  registerEndpoint(app, ctx.guards, startConversation, async (request, reply) =>
    reply.code(startConversation.status).send({
      data: await service.start(requireSession(request).user.id, request.body),
    }),
  );
  registerEndpoint(app, ctx.guards, conversation, async (request) => ({
    data: await service.thread(partyOf(request), request.params.id, request.query),
  }));
  registerEndpoint(app, ctx.guards, sendMessage, async (request, reply) =>
    reply.code(sendMessage.status).send({
      data: await service.send(partyOf(request), request.params.id, request.body),
    }),
  );
  registerEndpoint(app, ctx.guards, readConversation, async (request) => ({
    data: { conversation: await service.markRead(partyOf(request), request.params.id) },
  }));
  registerEndpoint(app, ctx.guards, blockConversation, async (request) => ({
    data: { conversation: await service.block(partyOf(request), request.params.id) },
  }));
  registerEndpoint(app, ctx.guards, unblockConversation, async (request) => ({
    data: { conversation: await service.unblock(partyOf(request), request.params.id) },
  }));
  registerEndpoint(app, ctx.guards, reportConversation, async (request, reply) =>
    reply.code(reportConversation.status).send({
      data: {
        conversation: await service.report(partyOf(request), request.params.id, request.body),
      },
    }),
  );

  registerEndpoint(app, ctx.guards, conversationReports, async (request) => ({
    data: await reports.list(request.query),
  }));
  registerEndpoint(app, ctx.guards, resolveConversationReport, async (request) => ({
    data: {
      report: await reports.resolve(
        requireSession(request).user.id,
        request.params.id,
        request.body,
      ),
    },
  }));
};
