import { EMPTY_STORED_SELF_PROFILE } from '@bayti/data/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../../mocks';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD } from '../../../test-support/portal-story';
import { SAMPLE_PROFILE } from '../sample-profile';
import { listingIn, storyDaysFromNow, workerApiHandlers, workerStory } from '../worker-api.mocks';

// The worker's Public listing card in each status, and its actions.
const meta = {
  title: 'Portal/Candidate/Listing',
  tags: ['!autodocs'],
  ...workerStory('/dashboard/candidate'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Start = Parameters<typeof workerApiHandlers>[0];
const starting = (start: Start): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    msw.use(...workerApiHandlers(start));
  },
});

const CARD = 'Public listing';
const findCard = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: CARD }, PAGE_LOAD);

const REASON = 'Your photo is blurry. Upload a clear photo of your face.';

export const NotPublished: Story = {
  ...starting({ listing: listingIn('draft') }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(within(card).getByText('Not published')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Submit for review' }));
    await expect(
      await within(card).findByText(
        'Sent for review. Bayti will tell you when it is decided.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(within(card).getByText('In review')).toBeVisible();
    // While in review she can only take it back.
    await expect(within(card).getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Submit for review' })).toBeNull();
  },
};

export const MissingBeforeSubmit: Story = {
  ...starting({
    profile: { ...SAMPLE_PROFILE, phone: null, image: null, dateOfBirth: null },
    listing: listingIn('draft'),
    emailVerified: false,
  }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    const missing = within(card).getByRole('list', { name: 'Before you can submit:' });
    for (const item of [
      'Date of Birth',
      'Phone',
      'Profile Photo',
      'A verified email address (open the link we sent you)',
    ])
      await expect(within(missing).getByText(item)).toBeVisible();
    await expect(within(missing).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(card).getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  },
};

export const NewWorkerMissingEverything: Story = {
  // Behaviour only: the Profile story's NewWorker pictures it.
  tags: ['no-screenshot'],
  ...starting({
    profile: EMPTY_STORED_SELF_PROFILE,
    listing: listingIn('draft'),
    emailVerified: false,
  }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    // The starred fields and a photo, and her verified email.
    await expect(within(within(card).getByRole('list')).getAllByRole('listitem')).toHaveLength(15);
  },
};

export const InReview: Story = {
  ...starting({ listing: listingIn('in_review') }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(within(card).getByText('In review')).toBeVisible();
    await expect(
      within(card).getByText('Waiting for Bayti to review it. Families do not see it yet.'),
    ).toBeVisible();
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};

export const ChangesRequested: Story = {
  ...starting({ listing: listingIn('changes_requested', REASON) }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(within(card).getByText('Changes requested')).toBeVisible();
    await expect(within(card).getByText(REASON)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Submit again' }));
    await expect(await within(card).findByText('In review', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const Rejected: Story = {
  ...starting({
    listing: listingIn('rejected', 'The profile is a duplicate of one already listed.'),
  }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(within(card).getByText('Rejected')).toBeVisible();
    await expect(within(card).getByText('Bayti did not list it.')).toBeVisible();
    await expect(
      within(card).getByText('The profile is a duplicate of one already listed.'),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Submit again' })).toBeEnabled();
  },
};

export const Listed: Story = {
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(within(card).getByText('Listed')).toBeVisible();
    await expect(
      within(card).getByText(
        'Listed on the public site. Reconfirm by 12 December 2026 to keep it listed.',
      ),
    ).toBeVisible();
    await expect(
      within(card).getByRole('link', { name: 'View your public profile' }),
    ).toHaveAttribute('href', '/candidates/1');
    await expect(within(card).getByRole('button', { name: 'Reconfirm' })).toBeVisible();
  },
};

export const ReconfirmReminder: Story = {
  ...starting({
    listing: { ...listingIn('listed'), reconfirmDueAt: storyDaysFromNow(3) },
  }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(
      within(card).getByText('Reconfirm by 25 November 2026, or it leaves the public site.'),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Reconfirm' }));
    await expect(
      await within(card).findByText('Reconfirmed for another 30 days.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(within(card).queryByText(/or it leaves the public site/)).toBeNull();
  },
};

export const Stale: Story = {
  ...starting({ listing: listingIn('stale') }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(within(card).getByText('Not reconfirmed')).toBeVisible();
    await expect(
      within(card).getByText(
        'Hidden until you reconfirm it: 30 days have passed since it was last reconfirmed.',
      ),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Reconfirm' }));
    await expect(await within(card).findByText('Listed', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const HiddenByBayti: Story = {
  ...starting({ listing: listingIn('hidden', 'A family reported that you asked for money.') }),
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await expect(within(card).getByText('Hidden by Bayti')).toBeVisible();
    await expect(
      within(card).getByText('A family reported that you asked for money.'),
    ).toBeVisible();
    // Only an admin lists it again: she has no action here.
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

export const Unpublish: Story = {
  // Behaviour only: its last state is the Not published card.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish your profile?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await within(card).findByText('Not published', {}, PAGE_LOAD)).toBeVisible();
    await expect(within(card).getByText('Taken off the public site.')).toBeVisible();
  },
};

export const ActionRefused: Story = {
  // Behaviour only: the refusal's line under the buttons.
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    // The first handler of a call answers: the refusal before the worker's own.
    msw.use(
      mockSignedInEndpoint('reconfirmCandidateListing', () =>
        apiError('conflict', 'This listing was hidden by an admin.'),
      ),
      ...workerApiHandlers({ listing: listingIn('stale') }),
    );
  },
  play: async ({ canvas }) => {
    const card = await findCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'Reconfirm' }));
    await expect(
      await within(card).findByText('This listing was hidden by an admin.', {}, PAGE_LOAD),
    ).toBeVisible();
    // Nothing changed.
    await expect(within(card).getByText('Not reconfirmed')).toBeVisible();
  },
};

export const UnderEighteen: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Edit Candidate Profile');
    const birth = within(dialog).getByRole('group', { name: /Date of Birth/ });
    const [first] = within(birth).getAllByRole('spinbutton');
    await userEvent.click(first!);
    await userEvent.keyboard('01012015');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('Enter your date of birth: you must be 18 or older'),
    ).toBeVisible();
    await expect(dialog).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  ...starting({ listing: listingIn('changes_requested', REASON) }),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'الملف العام' }, PAGE_LOAD);
    await expect(within(card).getByText('مطلوب تعديلات')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'إرسال مرة أخرى' })).toBeVisible();
  },
};
