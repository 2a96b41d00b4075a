import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { jobPostReviewsSample } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from '../../mocks';
import { CHANGED_SINCE_READ_MESSAGE } from '../../mocks/job-posts';
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

/**
 * The family edited the post after the queue was read: the server refuses the decision, the
 * page says why and reads the queue again (the edit is there to read before deciding).
 */
const EDITED_DUTIES = jobPostReviewsSample[0]!.duties;
const NOW = '2026-11-28T09:00:00.000Z';
export const EditedSinceRead: Story = {
  beforeEach: ({ msw }) => {
    // The queue shows the version before the family's edit until the server refuses it.
    let refused = false;
    msw.use(
      mockSignedInEndpoint('jobPostReviews', ({ query }) => {
        const items = jobPostReviewsSample.map((item) =>
          refused
            ? item
            : { ...item, updatedAt: '2026-11-27T10:00:00.000Z', duties: 'Cooking for four.' },
        );
        return { data: { items, total: items.length, page: query.page, pageSize: query.pageSize } };
      }),
      mockSignedInEndpoint('decideJobPost', ({ body }) => {
        if (body.updatedAt !== jobPostReviewsSample[0]!.updatedAt) {
          refused = true;
          return apiError('conflict', CHANGED_SINCE_READ_MESSAGE);
        }
        return {
          data: { jobPost: { ...jobPostReviewsSample[0]!, status: 'open', publishedAt: NOW } },
        };
      }),
    );
  },
  play: async ({ canvas }) => {
    const approve = () =>
      userEvent.click(within(document.body).getByRole('button', { name: 'Approve Cook in Dubai' }));
    await post();
    await approve();
    await expect(await canvas.findByText(CHANGED_SINCE_READ_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
    // Read again, the edit is on screen and the same click decides it.
    await expect(await canvas.findByText(EDITED_DUTIES, {}, PAGE_LOAD)).toBeVisible();
    await approve();
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
