import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/conversations';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { messagesRouteOptions } from '../../../features/conversations/route-options';

/** The agency's Messages: the families who wrote about the candidates it listed. */
export const Route = createFileRoute('/dashboard/agency/messages')({
  ...messagesRouteOptions,
  component: AgencyMessagesRoute,
});

function AgencyMessagesRoute() {
  const { c } = Route.useSearch();
  return (
    <MessagesPage
      basePath="/dashboard/agency/messages"
      conversationId={c}
      startsConversations={false}
    />
  );
}
