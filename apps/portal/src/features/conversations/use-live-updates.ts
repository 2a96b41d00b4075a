import { createStorageTokenStore } from '@bayti/data/client/token-store';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { portalConfig } from '../../config';
import { tokenAtom } from '../../state/session';
import { runLiveStream } from './live-stream';
import { refreshConversation, refreshConversations } from './queries';

const tokens = createStorageTokenStore();

/** The conversation a `conversation` event names, or null for a malformed one. */
function conversationIdOf(data: string): number | null {
  try {
    const parsed: unknown = JSON.parse(data);
    const id = (parsed as { conversationId?: unknown } | null)?.conversationId;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Live updates for the signed-in dashboards (docs/decisions/0032): a message or a read receipt
 * refreshes the inbox, the unread count and that thread; a resync hint or a reconnection
 * refreshes every conversation. Mounted once per dashboard layout; stops on sign-out or unmount.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom);
  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    void runLiveStream(controller.signal, {
      url: `${portalConfig.apiUrl}/live`,
      token: () => tokens.get(),
      onEvent: (event) => {
        if (event.event === 'conversation') {
          const id = conversationIdOf(event.data);
          void (id === null
            ? refreshConversations(queryClient)
            : refreshConversation(queryClient, id));
        } else if (event.event === 'live.resync') {
          void refreshConversations(queryClient);
        }
      },
      onReconnect: () => void refreshConversations(queryClient),
    });
    return () => controller.abort();
  }, [queryClient, token]);
}

/** Mounts useLiveUpdates in a layout that renders no hook of its own. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
