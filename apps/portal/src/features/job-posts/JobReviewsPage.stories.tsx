import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../mocks';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Job posts',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/job-posts', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const post = () =>
  within(document.body).findByRole('article', { name: 'Cook in Dubai' }, PAGE_LOAD);

/** Each post waiting, with its family and terms, and the three decisions. */
export const Queue: Story = {
  play: async () => {
    const card = within(await post());
    await expect(
      card.getByText(/Posted by Sara Al Mansouri \(sara@family\.example\.com\)/),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Approve Cook in Dubai' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Reject Cook in Dubai' })).toBeEnabled();
  },
};

export const Approve: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(await post()).getByRole('button', { name: 'Approve Cook in Dubai' }),
    );
    await expect(
      await canvas.findByText('Cook in Dubai is approved and listed.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** Rejecting needs a reason the family reads. */
export const RejectNeedsReason: Story = {
  play: async () => {
    await userEvent.click(
      within(await post()).getByRole('button', { name: 'Reject Cook in Dubai' }),
    );
    const dialog = within(await findOpenDialog('Reject Cook in Dubai'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByRole('textbox', { name: /Reason/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const NothingToReview: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('jobPostReviews', ({ query }) => ({
        data: { items: [], total: 0, page: query.page, pageSize: query.pageSize },
      })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No job posts to review', {}, PAGE_LOAD)).toBeVisible();
  },
};
