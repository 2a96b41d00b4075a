import { adminUsers } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixturePage } from '../../../mocks/fixture-page';
import { mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { findOpenDialog } from '../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Users',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/users', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = adminUsers;
if (!first || !second) throw new Error('The fixtures have too few back-office users.');

export const UsersList: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Users');
    const table = await canvas.findByRole('table', { name: 'Back-office users' }, PAGE_LOAD);
    await expect(await within(table).findByText(first.userName)).toBeVisible();
    for (const column of [
      'User',
      'Department',
      'Email',
      'Phone',
      'Created On',
      'Status',
      'Action',
    ]) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(
      canvas.getByText(`Showing 1 to ${adminUsers.length} of ${adminUsers.length} entries`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

const inactive = adminUsers.filter((user) => user.status === 'INACTIVE');
const usersAsked: { search?: string | undefined; status?: string | undefined }[] = [];

/** The status filter and the search reach the server; the screen shows what it answers. */
export const SearchedAndFiltered: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/admin/users?status=INACTIVE' } },
  beforeEach: ({ msw }) => {
    usersAsked.length = 0;
    msw.use(
      mockSignedInEndpoint('adminUsers', ({ query }) => {
        usersAsked.push(query);
        const rows = query.search ? [] : query.status === 'INACTIVE' ? inactive : adminUsers;
        return { data: fixturePage(rows, query) };
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Back-office users' }, PAGE_LOAD);
    await expect(await within(table).findByText(inactive[0]!.userName)).toBeVisible();
    await expect(within(table).queryByText(first.userName)).toBeNull();
    await expect(usersAsked[0]).toMatchObject({ status: 'INACTIVE', page: 1 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'nobody-here');
    await expect(await canvas.findByText('No users found', {}, PAGE_LOAD)).toBeVisible();
    await expect(usersAsked.at(-1)).toMatchObject({ search: 'nobody-here', status: 'INACTIVE' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(await within(table).findByText(first.userName, {}, PAGE_LOAD)).toBeVisible();
  },
};

export const AddUserRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add User' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Add User');
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Sara Ali');
    await userEvent.type(form.getByLabelText(/^PIN/), '1234');
    await userEvent.type(form.getByLabelText(/^Confirm PIN/), '4321');
    await userEvent.click(form.getByRole('button', { name: 'Add User' }));
    await expect(
      await form.findByText(
        'Please fill all fields correctly, and ensure pins match.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    // The server's own words under each field, and what was typed is kept.
    await expect(form.getByText('PINs do not match')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sara Ali');
  },
};

export const AddUser: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add User' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Add User');
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Sara Ali');
    await userEvent.type(form.getByRole('textbox', { name: /^Department/ }), 'Finance');
    await userEvent.type(form.getByRole('textbox', { name: /^Mobile/ }), '+971501112233');
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'sara@bayti.ae');
    await userEvent.type(form.getByLabelText(/^PIN/), '1234');
    await userEvent.type(form.getByLabelText(/^Confirm PIN/), '1234');
    await userEvent.click(form.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Delete ${second.userName}` }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText('Are you sure you want to delete this user?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
  },
};

export const EditUserNoChange: Story = {
  play: async ({ canvas }) => {
    const edit = await canvas.findByRole('button', { name: `Edit ${first.userName}` }, PAGE_LOAD);
    // The Action column is past the table's right edge at this width: scrolled to, as a reader
    // would, so the table behind the dialog is not left wherever focusing the button scrolled it.
    await document.fonts.ready;
    edit.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    await userEvent.click(edit);
    const dialog = await findOpenDialog('Edit User');
    await expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue(first.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('No changes detected to save.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'قائمة المستخدمين' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: 'مستخدمو لوحة الإدارة' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة مستخدم' })).toBeVisible();
  },
};
