import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answering } from '../../mocks/agency-lists';
import { managedPage, mockManagedCandidates } from '../../mocks/managed-candidates';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Candidates',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/candidates', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllCandidates: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Candidates' }, PAGE_LOAD);
    // The admin sees every agency's candidates.
    await expect(await within(table).findByText('Maria Santos')).toBeVisible();
    await expect(within(table).getByText('Priya Nair')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Candidate' })).toBeVisible();
    // The active tab shows its count; the all tab adds the Status column.
    await expect(canvas.getByRole('tab', { name: /^All\s*15$/ })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  },
};

const interviewed = answering('adminCandidates', (query) =>
  managedPage(
    mockManagedCandidates.filter((row) => row.status === 'interviewed'),
    query,
    mockManagedCandidates,
  ),
);

export const InterviewedTab: Story = {
  parameters: { portal: { path: '/dashboard/admin/candidates?status=interviewed' } },
  beforeEach: interviewed.beforeEach,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Candidates' }, PAGE_LOAD);
    await expect(await within(table).findByText('Maria Santos')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Time' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Interviewed/, selected: true })).toBeVisible();
    await expect(interviewed.asked[0]).toMatchObject({ status: 'interviewed', page: 1 });
  },
};

const searched = answering('adminCandidates', (query) =>
  managedPage(query.search ? [] : mockManagedCandidates, query),
);

export const NothingFound: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/admin/candidates?search=zzz' } },
  beforeEach: searched.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No candidates found', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search candidates' })).toHaveValue('zzz');
    // Clear resets the search (and the date).
    await expect(searched.asked[0]).toMatchObject({ search: 'zzz' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByText('Maria Santos', {}, PAGE_LOAD)).toBeVisible();
    await expect(searched.asked.at(-1)?.search).toBeUndefined();
  },
};

export const AddWithErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add New Candidate' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Add New Candidate');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Amina');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    // What was typed stays; the missing fields say so.
    await expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveValue('Amina');
    await expect(within(dialog).getByRole('textbox', { name: /Last Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A new form starts with English and Arabic.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Languages' }));
    await expect(within(dialog).getByDisplayValue('English')).toBeVisible();
    await expect(within(dialog).getByDisplayValue('Arabic')).toBeVisible();
  },
};

export const ViewDetails: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Candidates' }, PAGE_LOAD);
    const row = (await within(table).findByText('Priya Nair')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await findOpenDialog('Candidate Profile');
    await expect(await within(dialog).findByDisplayValue('Priya', {}, PAGE_LOAD)).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Save Profile' })).toBeNull();
  },
};

export const InArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Maria Santos', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة مرشحة جديدة' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^الكل/ })).toBeVisible();
  },
};

// The position's candidates on All; none on Returns.
const nannies = answering('adminCandidates', (query) => {
  const applying = mockManagedCandidates.filter((row) => row.position === query.position);
  return managedPage(query.status ? [] : applying, query, applying);
});

export const PositionPage: Story = {
  parameters: { portal: { path: '/dashboard/admin/positions/Nanny' } },
  beforeEach: nannies.beforeEach,
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByRole('heading', { name: 'Nanny' }, PAGE_LOAD))[0],
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search this position' })).toHaveAttribute(
      'placeholder',
      'Search for Name, Age, Gender',
    );
    await expect(await canvas.findByText('Maria Santos', {}, PAGE_LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /^Returns/ }));
    await expect(await canvas.findByText('Sorry! No Result Found', {}, PAGE_LOAD)).toBeVisible();
    await expect(nannies.asked[0]).toMatchObject({ position: 'Nanny' });
    await expect(nannies.asked.at(-1)).toMatchObject({ position: 'Nanny', status: 'returned' });
  },
};
