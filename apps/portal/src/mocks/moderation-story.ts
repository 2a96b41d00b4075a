import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../test-support/portal-story';
import { moderationApiHandlers } from './moderation';

/**
 * The meta of an admin story at `path` over fresh moderation queues, so a decision, a resolved
 * report or a hidden profile changes what the story reads next (a story's own `msw.use` wins).
 */
export function moderationStory(path: string) {
  const portal = portalStory({ path, signedInAs: 'admin' });
  return {
    ...portal,
    beforeEach: [
      portal.beforeEach,
      ({ msw }: Parameters<typeof portal.beforeEach>[0]) => msw.use(...moderationApiHandlers()),
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
