import { agencies } from '@bayti/data/fixtures';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockAdminAgencies, mockAgencyCounts } from '../../../mocks/admin-agencies';
import { fixturePage } from '../../../mocks/fixture-page';
import { mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Agencies',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/agencies', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noor = agencies[0]!;
const kerala = agencies.find((agency) => agency.agency_name === 'Kerala Home Staffing')!;

/** Agencies View: a card per agency, View opening its details. */
export const CardGrid: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Agencies' }, PAGE_LOAD);
    await expect(await within(grid).findByText(noor.agency_name)).toBeVisible();
    await expect(grid.children).toHaveLength(agencies.length);
    // Clear shows only while a filter is set.
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

/** What the screen asked the list for; the server answers the story's rows. */
const asked: { country?: string | undefined; status?: string | undefined }[] = [];
const answering =
  (rows: (query: (typeof asked)[number]) => typeof mockAdminAgencies) =>
  ({ msw }: StoryContext) => {
    asked.length = 0;
    msw.use(
      mockSignedInEndpoint('adminAgencies', ({ query }) => {
        asked.push(query);
        return { data: { ...fixturePage(rows(query), query), counts: mockAgencyCounts } };
      }),
    );
  };

/** The country filter in the URL reaches the server; Clear asks for every agency again. */
export const FilteredByCountry: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/admin/agencies?country=Kenya' } },
  beforeEach: answering(({ country }) =>
    mockAdminAgencies.filter((agency) => !country || agency.country === country),
  ),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Agencies' }, PAGE_LOAD);
    await expect(await within(grid).findByText('Savannah Care Recruiters')).toBeVisible();
    await expect(within(grid).queryByText(noor.agency_name)).toBeNull();
    await expect(asked[0]).toMatchObject({ country: 'Kenya' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(await within(grid).findByText(noor.agency_name, {}, PAGE_LOAD)).toBeVisible();
  },
};

/** An agency that gave no details: the detail modal's fallback texts ('No description...'). */
export const DetailsWithFallbacks: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Agencies' }, PAGE_LOAD);
    const card = (await within(grid).findByText(kerala.agency_name)).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: /View/ }));
    const dialog = within(await findOpenDialog('Agency details'));
    await expect(
      dialog.getByText('No description available. This agency has not provided details yet.'),
    ).toBeVisible();
    await expect(await dialog.findAllByText('Not Available', {}, PAGE_LOAD)).not.toHaveLength(0);
    await expect(dialog.getByRole('button', { name: 'More View' })).toBeVisible();
  },
};

/** Agencies List: status tabs with counts; the admin changes an agency's status. */
export const ListAndStatusChange: Story = {
  parameters: { portal: { path: '/dashboard/admin/agencies/list' } },
  beforeEach: answering(({ status }) =>
    mockAdminAgencies.filter((agency) => status === 'all' || agency.status === status),
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Agencies list' }, PAGE_LOAD);
    await expect(await within(table).findByText(noor.agency_name)).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Agency status' });
    await expect(within(tabs).getByRole('tab', { name: /Approved/ })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: /Rejected/ }));
    // The Rejected tab's panel holds a table of its own.
    await waitFor(() => {
      const rejected = canvas.getByRole('table', { name: 'Agencies list' });
      expect(within(rejected).queryByText(noor.agency_name)).toBeNull();
      expect(within(rejected).getByText(kerala.agency_name)).toBeVisible();
    }, PAGE_LOAD);
    await expect(asked.at(-1)).toMatchObject({ status: 'rejected' });
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`Status of ${kerala.agency_name}`) }),
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Approved' }));
    await expect(
      await canvas.findByText(`${kerala.agency_name} is now Approved.`, {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** Register agency: the server's field errors under their fields, the typed values kept. */
export const RegisterRefused: Story = {
  parameters: { portal: { path: '/dashboard/admin/agencies/list' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Register agency' }, PAGE_LOAD),
    );
    const dialog = within(await findOpenDialog('Register Agency'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Agency name/ }), 'Desert Rose');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(
      await dialog.findByText('Please check the highlighted fields.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Agency name/ })).toHaveValue('Desert Rose');
    await expect(dialog.getByRole('tab', { name: 'Change Pin' })).toBeVisible();
    for (const link of ['Website', 'WhatsApp', 'LinkedIn', 'Zoom']) {
      await expect(dialog.getByRole('textbox', { name: link })).toBeVisible();
    }
  },
};

/** The agency page: Overview with the computed completion, then Documents. */
export const AgencyPage: Story = {
  parameters: { portal: { path: `/dashboard/admin/agencies/${noor.id}` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: noor.agency_name }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Documents' }));
    const table = await canvas.findByRole('table', { name: 'Agency documents' }, PAGE_LOAD);
    await expect(await within(table).findByText('trade-licence.pdf', {}, PAGE_LOAD)).toBeVisible();
    for (const column of ['File Name', 'Type', 'Number', 'Issue Date', 'Expiry Date', 'Action']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
  },
};

/** Edit Agency Profile: its four tabs, prefilled from the server. */
export const EditAgencyProfile: Story = {
  parameters: { portal: { path: `/dashboard/admin/agencies/${noor.id}` } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Agency Profile' }, PAGE_LOAD),
    );
    const dialog = within(await findOpenDialog('Edit Agency Profile'));
    await expect(dialog.getByRole('textbox', { name: /^Agency name/ })).toHaveValue(
      noor.agency_name,
    );
    await userEvent.click(dialog.getByRole('tab', { name: 'Contact Person Details' }));
    await expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveValue('Fatima');
    await userEvent.click(dialog.getByRole('tab', { name: 'Change Pin' }));
    await userEvent.type(dialog.getByLabelText(/^New PIN/), '2580');
    await userEvent.type(dialog.getByLabelText(/^Confirm PIN/), '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Change Pin' }));
    await waitFor(
      () => expect(dialog.getByText('The PIN has been changed.')).toBeVisible(),
      PAGE_LOAD,
    );
  },
};

export const Arabic: Story = {
  parameters: { portal: { path: '/dashboard/admin/agencies/list' } },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'قائمة الوكالات' }, PAGE_LOAD);
    await expect(await within(table).findByText(noor.agency_name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل وكالة' })).toBeVisible();
  },
};
