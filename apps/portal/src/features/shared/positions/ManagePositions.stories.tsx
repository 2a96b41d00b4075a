import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Positions',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/users', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvas: ReturnType<typeof within>) => {
  const nav = await canvas.findByRole('navigation', { name: 'Dashboard' }, PAGE_LOAD);
  await userEvent.click(within(nav).getByRole('button', { name: /Positions/ }));
  await userEvent.click(await within(nav).findByRole('button', { name: 'Manage Positions' }));
  return findOpenDialog('Manage Positions');
};

export const ManagePositions: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const form = within(dialog);
    await expect(form.getByText('Housemaid')).toBeVisible();
    // Trimmed; a blank or an existing name (any case) is ignored.
    const input = form.getByRole('textbox', { name: 'New position' });
    await userEvent.type(input, '  Elder Care ');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await userEvent.type(input, 'cook');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(form.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(form.getByRole('button', { name: 'Remove Gardener' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    // The sidebar lists the saved positions at once.
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expect(
      await within(nav).findByRole('link', { name: 'Elder Care' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Gardener' })).toBeNull();
  },
};

export const AgencyPositions: Story = {
  parameters: { portal: { path: '/dashboard/agency/analytics', signedInAs: 'agency' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(within(dialog).getByRole('textbox', { name: 'New position' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The agency's header menu: Profile Settings, Account Settings, Sign out.
    await userEvent.click(canvas.getByRole('button', { name: /Profile menu/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/dashboard/agency/profile',
    );
    // The menu fades in: it is visible once its entering animation has run.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible(),
    );
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const SaveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('saveAdminPositions', () =>
        apiError('validation', 'At most 100 positions'),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    // The server's message, and the dialog stays open with the list.
    await expect(await form.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      'At most 100 positions',
    );
    await expect(form.getByText('Housemaid')).toBeVisible();
  },
};
