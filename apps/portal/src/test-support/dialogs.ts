import { expect, screen, waitFor } from 'storybook/test';
import { PAGE_LOAD } from './portal-story';

/**
 * A dialog (modal, drawer) once it has finished opening: its entry animation starts transparent.
 * Many dialogs' code is fetched when they first open, so this waits as long as a page load.
 */
export async function findOpenDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name }, PAGE_LOAD);
  await waitFor(() => expect(dialog).toBeVisible(), PAGE_LOAD);
  return dialog;
}
