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

export const UploadAndUpdate: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('trade-licence-2026.pdf', {}, PAGE_LOAD);
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const card = canvas.getByText('No Tax Certificate uploaded.').closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: /Upload/ }));
    await userEvent.upload(
      picker,
      new File(['%PDF-1.4\n'], 'tax.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('tax.pdf uploaded.', {}, PAGE_LOAD)).toBeVisible();

    const licence = canvas.getByText('trade-licence-2026.pdf').closest('li')!;
    await userEvent.click(within(licence).getByRole('button', { name: /Update/ }));
    await userEvent.upload(picker, new File(['notes'], 'licence.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('licence.txt uploaded.', {}, PAGE_LOAD)).toBeVisible();
  },
};
