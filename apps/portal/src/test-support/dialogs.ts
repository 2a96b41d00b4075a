import { expect, screen, waitFor } from 'storybook/test';

/** A dialog (modal, drawer) once it has finished opening: its entry animation starts transparent. */
export async function findOpenDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
