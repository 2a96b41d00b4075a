import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_ADMIN_PIN } from '../../../mocks/admin-profile';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Profile',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/reports', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openChangePin = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: /Profile menu/ }, PAGE_LOAD));
  await expect(await screen.findByRole('menuitem', { name: 'Admin Profile' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await userEvent.click(screen.getByRole('menuitem', { name: 'Change PIN' }));
  return within(await findOpenDialog('Change PIN'));
};

export const ChangePin: Story = {
  play: async ({ canvas }) => {
    const dialog = await openChangePin(canvas);
    await userEvent.type(dialog.getByLabelText(/^Current PIN/), MOCK_ADMIN_PIN);
    await userEvent.type(dialog.getByLabelText(/^New PIN/), '2580');
    await userEvent.type(dialog.getByLabelText(/^Confirm new PIN/), '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Your PIN has been changed.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const WrongCurrentPin: Story = {
  play: async ({ canvas }) => {
    const dialog = await openChangePin(canvas);
    await userEvent.type(dialog.getByLabelText(/^Current PIN/), '0000');
    await userEvent.type(dialog.getByLabelText(/^New PIN/), '2580');
    await userEvent.type(dialog.getByLabelText(/^Confirm new PIN/), '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(dialog.getByText('The current PIN is not correct.')).toBeVisible(),
      PAGE_LOAD,
    );
    await expect(
      dialog.getByText('Enter 4 digits, and make sure the new PINs match.'),
    ).toBeVisible();
  },
};
