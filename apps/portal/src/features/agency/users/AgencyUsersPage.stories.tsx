import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixturePage } from '../../../mocks/fixture-page';
import { agencyStaffSample } from '../../../mocks/agency-users';
import { answering } from '../../../mocks/agency-lists';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Users',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/users', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hessa Al Marri', {}, PAGE_LOAD)).toBeVisible();
    for (const header of ['Name', 'Email', 'Phone', 'Joining Date', 'Status']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  },
};

export const AddUser: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add User' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Add User');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Amina Yusuf');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Email/ }),
      'amina@example.com',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'staff password 1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'staff password 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save User' }));
    await expect(await canvas.findByText('Amina Yusuf saved.', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Joseph Mwangi' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Joseph Mwangi deleted.', {}, PAGE_LOAD)).toBeVisible();
  },
};

const searched = answering('agencyUsers', (query) => ({
  data: fixturePage(query.search ? agencyStaffSample.slice(0, 1) : agencyStaffSample, query),
}));

/** The search reaches the server; the screen shows what it answers. */
export const Search: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  beforeEach: searched.beforeEach,
  play: async ({ canvas }) => {
    await canvas.findByText('Joseph Mwangi', {}, PAGE_LOAD);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by name, email or phone' }),
      'hessa al',
    );
    await expect(await canvas.findByText('Showing 1 to 1 of 1 entry', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.queryByText('Joseph Mwangi')).toBeNull();
    await expect(searched.asked.at(-1)).toMatchObject({ search: 'hessa al', page: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    // The unsearched list was already loaded: it shows again without asking.
    await expect(await canvas.findByText('Joseph Mwangi', {}, PAGE_LOAD)).toBeVisible();
  },
};
