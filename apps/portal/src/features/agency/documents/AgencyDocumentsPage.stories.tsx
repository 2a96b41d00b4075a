import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Documents',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/documents', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('trade-licence-2026.pdf', {}, PAGE_LOAD)).toBeVisible();
    for (const category of [
      'Recruitment License',
      'Tax Certificate',
      'Company Profile',
      'Other Legal Documents',
    ]) {
      await expect(canvas.getByText(`No ${category} uploaded.`)).toBeVisible();
    }
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('trade-licence-2026.pdf', {}, PAGE_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete document' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Delete trade-licence-2026.pdf?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByText('trade-licence-2026.pdf deleted.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};
