import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ManagedCandidateBody } from '@bayti/data/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answering } from '../../mocks/agency-lists';
import { mockSignedInEndpoint } from '../../mocks/endpoint-handler';
import {
  managedPage,
  mockListingOf,
  mockManagedCandidates,
  mockProfileOf,
} from '../../mocks/managed-candidates';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Candidates',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/candidates', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const selected = answering('agencyCandidates', (query) =>
  managedPage(
    mockManagedCandidates.filter((row) => row.status === 'selected'),
    query,
  ),
);
const nothing = answering('agencyCandidates', (query) => managedPage([], query));

export const OwnCandidates: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Candidates' }, PAGE_LOAD);
    await expect(await within(table).findByText('Maria Santos')).toBeVisible();
    // Another agency's candidate is never listed.
    await expect(within(table).queryByText('Priya Nair')).toBeNull();
    // The agency's table adds experience, core skills and the last update.
    await expect(within(table).getByRole('columnheader', { name: 'Core Skills' })).toBeVisible();
  },
};

export const FromAnalyticsCard: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/agency/candidates?status=selected' } },
  beforeEach: selected.beforeEach,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: /^Selected/, selected: true }, PAGE_LOAD),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Candidates' });
    await expect(
      await within(table).findByRole('columnheader', { name: 'Selection Type' }),
    ).toBeVisible();
    await expect(selected.asked[0]).toMatchObject({ status: 'selected' });
  },
};

export const NothingFound: Story = {
  parameters: { portal: { path: '/dashboard/agency/candidates?search=zzz' } },
  beforeEach: nothing.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No candidates found', {}, PAGE_LOAD)).toBeVisible();
    await expect(nothing.asked[0]).toMatchObject({ search: 'zzz' });
  },
};

export const EditWithErrors: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Candidates' }, PAGE_LOAD);
    const row = (await within(table).findByText('Maria Santos')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findOpenDialog('Edit Candidate Profile');
    const first = await within(dialog).findByRole('textbox', { name: /First Name/ }, PAGE_LOAD);
    await userEvent.clear(first);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    await expect(first).toHaveAttribute('aria-invalid', 'true');
  },
};

const maria = mockManagedCandidates.find((row) => row.name === 'Maria Santos')!;
/** What Save Profile sent, kept by the story's own update handler. */
const sent: ManagedCandidateBody[] = [];

export const EditHerNumbers: Story = {
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(
      mockSignedInEndpoint('updateAgencyCandidate', ({ body }) => {
        sent.push(body);
        return {
          data: {
            candidate: {
              ...maria,
              profile: {
                ...mockProfileOf(maria),
                ...body,
                phone: body.phone ?? null,
                whatsapp: body.whatsapp ?? null,
              },
              listing: mockListingOf(maria),
            },
          },
        };
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Candidates' }, PAGE_LOAD);
    const row = (await within(table).findByText('Maria Santos')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findOpenDialog('Edit Candidate Profile');
    // None on file yet: both empty, on the UAE's code.
    const phone = await within(dialog).findByRole('textbox', { name: 'Phone' }, PAGE_LOAD);
    const whatsapp = within(dialog).getByRole('textbox', { name: 'WhatsApp' });
    await expect(phone).toHaveValue('');
    await expect(whatsapp).toHaveValue('');

    // Only one of them: the other is named before anything is sent.
    await userEvent.type(phone, '050 214 3381');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await expect(await within(dialog).findByText('Enter both numbers, or neither')).toBeVisible();
    await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');

    // Her WhatsApp on her home country's code (she is Filipina), offered after the Gulf's.
    await userEvent.click(within(dialog).getByRole('button', { name: /WhatsApp country code/ }));
    const codes = await within(document.body).findByRole('listbox');
    await expect(
      within(codes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'UAE +971',
      'Saudi Arabia +966',
      'Oman +968',
      'Bahrain +973',
      'Kuwait +965',
      'Qatar +974',
      'Philippines +63',
    ]);
    await userEvent.click(within(codes).getByRole('option', { name: 'Philippines +63' }));
    await userEvent.type(whatsapp, '917 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await canvas.findByText('Maria Santos has been saved.')).toBeVisible();
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({
      phone: { countryCode: '+971', number: '502143381' },
      whatsapp: { countryCode: '+63', number: '9171234567' },
    });
  },
};

export const InArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByRole('heading', { name: 'جميع المرشحات' }, PAGE_LOAD))[0],
    ).toBeVisible();
    await expect(await canvas.findByText('Maria Santos', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^الكل/ })).toBeVisible();
  },
};
