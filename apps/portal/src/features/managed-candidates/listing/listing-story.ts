import { userEvent, within } from 'storybook/test';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD } from '../../../test-support/portal-story';

/** Opens a candidate's profile from her row of All Candidates and finds its listing section. */
export async function openListing(canvas: ReturnType<typeof within>, name: string) {
  const row = await canvas.findByRole('group', { name: `Actions for ${name}` }, PAGE_LOAD);
  await userEvent.click(within(row).getByRole('button', { name: 'View Details' }));
  const dialog = await findOpenDialog('Candidate Profile');
  return within(dialog).findByRole('region', { name: /Public listing/ }, PAGE_LOAD);
}
