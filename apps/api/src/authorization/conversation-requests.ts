import type { InjectOptions } from 'fastify';
import { registerFamily } from '../test/families';
import { ensurePlan } from '../test/hiring';
import { listedOfA } from './listing-requests';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix resolves a conversation report (docs/decisions/0030): an allowed
 * caller resolves a fresh one; a refused caller always aims at the same one, which must stay open.
 */

/** An open report of a new family with a plan on her conversation with agency A's candidate. */
async function openConversationReport(w: World): Promise<number> {
  const candidateId = await listedOfA(w);
  const family = await registerFamily(w.t.app, `Authz Writing Family ${w.next()}`);
  await ensurePlan(w.t, family);
  const started = await family.call({
    method: 'POST',
    url: '/api/conversations',
    payload: { candidateId, text: 'Is she available in January?' },
  });
  const { conversationId } = (started.json() as { data: { conversationId: number } }).data;
  await family.call({
    method: 'POST',
    url: `/api/conversations/${conversationId}/reports`,
    payload: { reason: 'harassment' },
  });
  const listed = await w.must<{ items: { id: number; conversation: { id: number } }[] }>('admin', {
    method: 'GET',
    url: '/api/admin/moderation/conversation-reports?pageSize=100',
  });
  return listed.items.find((report) => report.conversation.id === conversationId)!.id;
}

export const CONVERSATION_REQUESTS: Partial<
  Record<RouteKey, (w: World, caller: string, allowed: boolean) => Promise<InjectOptions>>
> = {
  'POST /api/admin/moderation/conversation-reports/:id/resolution': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) => ({
    method: 'POST',
    url: `/api/admin/moderation/conversation-reports/${
      allowed
        ? await openConversationReport(w)
        : await w.once('conversation-report', () => openConversationReport(w))
    }/resolution`,
    payload: { note: 'Warned the family about the tone.' },
  }),
};
