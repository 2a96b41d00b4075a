import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_LOAD } from '../../test-support/portal-story';

/** Presses an offer card's Accept and waits for the question: the open alert dialog. */
export async function openAccept(card: HTMLElement, family: string): Promise<HTMLElement> {
  await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole(
    'alertdialog',
    { name: `Accept the offer from ${family}?` },
    PAGE_LOAD,
  );
  // Its entry animation starts transparent.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
