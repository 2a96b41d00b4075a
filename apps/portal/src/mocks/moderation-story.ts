import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../test-support/portal-story';
import { managedListingHandlers, type ListingChanges } from './managed-candidates';
import { moderationApiHandlers } from './moderation';

/**
 * The meta of an admin's (or agency's) story at `path` over fresh moderation queues and
 * listings, so a decision, a resolved report, a publish or a hide changes what the story reads
 * next (a story's own `msw.use` wins).
 */
export function moderationStory(path: string, signedInAs: 'admin' | 'agency' = 'admin') {
  const portal = portalStory({ path, signedInAs });
  return {
    ...portal,
    beforeEach: [
      portal.beforeEach,
      ({ msw }: Parameters<typeof portal.beforeEach>[0]) => {
        const changes: ListingChanges = new Map();
        msw.use(...moderationApiHandlers({ changes }), ...managedListingHandlers(changes));
      },
    ],
  };
}

/**
 * Writes the reason (or note) of a moderation dialog and confirms it; an empty one is refused
 * first with 'Write the reason' where `refusedFirst`.
 */
export async function giveReason(
  dialog: HTMLElement,
  {
    field,
    text,
    confirm,
    refusedFirst = false,
  }: {
    field: RegExp;
    text: string;
    confirm: string;
    refusedFirst?: boolean;
  },
) {
  const scope = within(dialog);
  if (refusedFirst) {
    await userEvent.click(scope.getByRole('button', { name: confirm }));
    await expect(await scope.findByText('Write the reason')).toBeVisible();
  }
  await userEvent.type(scope.getByRole('textbox', { name: field }), text);
  await userEvent.click(scope.getByRole('button', { name: confirm }));
}
