import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/conversations';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { messagesRouteOptions } from '../../../features/conversations/route-options';

/** The family's Messages: the workers and agencies she wrote to. */
export const Route = createFileRoute('/dashboard/employer/messages')({
  ...messagesRouteOptions,
  component: EmployerMessagesRoute,
});

function EmployerMessagesRoute() {
  const { c } = Route.useSearch();
  return (
    <MessagesPage
      basePath="/dashboard/employer/messages"
      conversationId={c}
      startsConversations={true}
    />
  );
}
