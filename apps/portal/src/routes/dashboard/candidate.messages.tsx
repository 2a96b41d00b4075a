import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/conversations';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { messagesRouteOptions } from '../../features/conversations/route-options';

/** The worker's Messages: the families who wrote to her. */
export const Route = createFileRoute('/dashboard/candidate/messages')({
  ...messagesRouteOptions,
  component: CandidateMessagesRoute,
});

function CandidateMessagesRoute() {
  const { c } = Route.useSearch();
  return (
    <MessagesPage
      basePath="/dashboard/candidate/messages"
      conversationId={c}
      startsConversations={false}
    />
  );
}
