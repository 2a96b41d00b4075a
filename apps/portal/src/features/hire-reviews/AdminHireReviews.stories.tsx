import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../mocks';
import { adminHireReviewWorld } from '../../mocks/hire-reviews';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Reviews',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/hire-reviews', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let world = adminHireReviewWorld();

const reviewCard = (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);

/** Published reviews, newest first: Hide on a shown one; a hidden one says who hid it and why. */
export const PublishedReviews: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reviews' }, PAGE_LOAD),
    ).toBeVisible();
    const maria = await reviewCard('About the worker Maria Santos');
    await expect(within(maria).getByRole('button', { name: 'Hide' })).toBeEnabled();
    const agency = await reviewCard('About the agency Al Noor Domestic Services');
    await expect(within(agency).getByText('Hidden by Bayti')).toBeVisible();
    await expect(within(agency).getByText('Hidden by Bayti Admin: Insults')).toBeVisible();
    await expect(within(agency).queryByRole('button')).toBeNull();
  },
};

/** Hiding asks for a reason (refused without), then the review reads hidden. */
export const HideWithAReason: Story = {
  beforeEach: ({ msw }) => {
    world = adminHireReviewWorld();
    msw.use(...world.handlers);
  },
  play: async () => {
    const maria = await reviewCard('About the worker Maria Santos');
    await userEvent.click(within(maria).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Hide the review by Fatima K.' },
      PAGE_LOAD,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await expect(await within(dialog).findByText('Give a reason')).toBeVisible();
    await expect(world.reasons).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Personal details',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE_LOAD);
    await expect(world.reasons).toEqual(['Personal details']);
    await expect(await screen.findByText('The review by Fatima K. is hidden.')).toBeVisible();
    const hidden = await reviewCard('About the worker Maria Santos');
    await expect(
      await within(hidden).findByText('Hidden by Bayti Admin: Personal details'),
    ).toBeVisible();
  },
};

export const NoReviews: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('adminHireReviews', () => ({ data: { items: [], nextBefore: null } })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No published reviews yet', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const InArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const maria = await canvas.findByRole(
      'article',
      { name: 'عن العاملة Maria Santos' },
      PAGE_LOAD,
    );
    await expect(within(maria).getByRole('button', { name: 'إخفاء' })).toBeEnabled();
  },
};
