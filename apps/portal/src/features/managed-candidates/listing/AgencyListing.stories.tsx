import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import {
  mockListingOf,
  mockManagedCandidates,
  mockProfileOf,
} from '../../../mocks/managed-candidates';
import { findOpenDialog } from '../../../test-support/dialogs';
import { openListing } from './listing-story';
import { PAGE_LOAD } from '../../../test-support/portal-story';
import { moderationStory } from '../../../mocks/moderation-story';

// An agency's candidate's public listing, in her profile dialog: publish, unpublish, reconfirm.
const meta = {
  title: 'Portal/Agency/Candidate listing',
  tags: ['!autodocs'],
  ...moderationStory('/dashboard/agency/candidates', 'agency'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PublishAsksHowFamiliesReachHer: Story = {
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Tigist Bekele');
    await expect(within(listing).getByText('Not published')).toBeVisible();
    await userEvent.click(within(listing).getByRole('button', { name: 'Publish' }));
    const dialog = await findOpenDialog('Publish Tigist Bekele');
    // Nothing chosen: each choice is named before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    for (const message of [
      'Choose her salary band',
      'Choose her visa',
      'Choose how families reach her',
      'Confirm that no fee was taken from her before publishing.',
    ])
      await expect(await within(dialog).findByText(message)).toBeVisible();
  },
};

export const Published: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Tigist Bekele');
    await userEvent.click(within(listing).getByRole('button', { name: 'Publish' }));
    const dialog = await findOpenDialog('Publish Tigist Bekele');
    await userEvent.click(within(dialog).getByRole('button', { name: /Salary band/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'AED 1,200 - 2,000' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Visa/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Own Visa' }));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: "The agency's phone and email" }),
    );
    // The agency confirms, once for her, that it took no fee from her.
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: /took no fee or commission from Tigist Bekele/,
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await within(listing).findByText('In review', {}, PAGE_LOAD)).toBeVisible();
    await expect(
      within(listing).getByText('Sent for review. Bayti will tell you when it is decided.'),
    ).toBeVisible();
  },
};

const tigist = mockManagedCandidates.find((row) => row.name === 'Tigist Bekele')!;

export const MissingBeforePublishing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('agencyCandidate', () => ({
        data: {
          candidate: {
            ...tigist,
            profile: mockProfileOf(tigist),
            listing: {
              ...mockListingOf(tigist),
              missing: ['photo', 'description', 'salaryBand', 'visa', 'contactRoute'],
            },
          },
        },
      })),
    );
  },
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Tigist Bekele');
    const missing = within(listing).getByRole('list', {
      name: 'Complete these on her profile before publishing:',
    });
    await expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A photo', 'A description (About)']);
    await expect(within(listing).getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

export const ChangesRequested: Story = {
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Anjali Verma');
    await expect(within(listing).getByText('Changes requested')).toBeVisible();
    await expect(
      within(listing).getByText('Add a description of her experience with children.'),
    ).toBeVisible();
    await expect(within(listing).getByRole('button', { name: 'Submit again' })).toBeEnabled();
  },
};

export const ListedReconfirm: Story = {
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Mohammed Rafiq');
    await expect(within(listing).getByText('Listed by Al Noor Domestic Services')).toBeVisible();
    await userEvent.click(within(listing).getByRole('button', { name: 'Reconfirm' }));
    await expect(
      await within(listing).findByText('Reconfirmed for another 30 days.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const Unpublish: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Kumari Perera');
    await expect(within(listing).getByText('Not reconfirmed')).toBeVisible();
    await userEvent.click(within(listing).getByRole('button', { name: 'Unpublish' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unpublish Kumari Perera?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await within(listing).findByText('Not published', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const HiddenByBayti: Story = {
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Nirmala Fernando');
    await expect(within(listing).getByText('Hidden by Bayti')).toBeVisible();
    await expect(
      within(listing).getByText('A family reported that she was already hired.'),
    ).toBeVisible();
    await expect(within(listing).getByText('Only an admin can list her again.')).toBeVisible();
    await expect(within(listing).queryByRole('button')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('group', { name: /Tigist Bekele/ }, PAGE_LOAD);
    await userEvent.click(within(row).getAllByRole('button')[1]!);
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    const listing = await within(dialog).findByRole('region', { name: /الملف العام/ }, PAGE_LOAD);
    await expect(within(listing).getByText('غير منشور')).toBeVisible();
    await userEvent.click(within(listing).getByRole('button', { name: 'نشر' }));
    await expect(await findOpenDialog('نشر Tigist Bekele')).toBeVisible();
  },
};
