import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { workerHiresToReviewSample } from '@bayti/data/fixtures';
import { mockSignedInEndpoint } from '../../mocks';
import { hireReviewWorld } from '../../mocks/hire-reviews';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Candidate/Reviews',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/candidate/offers/reviews', signedInAs: 'candidate' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let world = hireReviewWorld('worker');

/** Her hires of the samples: one family to review, one review waiting for the other side. */
const withHires = ({ msw }: Pick<StoryContext, 'msw'>) => {
  msw.use(
    mockSignedInEndpoint('candidateHireReviews', () => ({
      data: { items: workerHiresToReviewSample },
    })),
  );
};

const hireCard = (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);
const FAIR = 'A fair family: my day off every Friday and my own room, as agreed.';

/** The family to rate first; her review of another family stays private until they write. */
export const FamiliesToReview: Story = {
  beforeEach: withHires,
  play: async ({ canvas }) => {
    const toWrite = await canvas.findByRole('region', { name: 'Reviews to write' }, PAGE_LOAD);
    const amal = within(toWrite).getByRole('article', { name: 'Your work for Amal Al Mansouri' });
    await expect(within(amal).getByRole('button', { name: 'Write your review' })).toBeEnabled();
    const written = canvas.getByRole('region', { name: 'Your reviews' });
    await expect(
      within(written).getByText('Private until the other side has written'),
    ).toBeVisible();
    await expect(within(written).queryByRole('region')).toBeNull();
  },
};

/** She rates the family: one question, stars and text; the page says it stays private. */
export const RateTheFamily: Story = {
  beforeEach: ({ msw }) => {
    world = hireReviewWorld('worker');
    msw.use(...world.handlers);
  },
  play: async () => {
    const [card] = await screen.findAllByRole('article', {}, PAGE_LOAD);
    await userEvent.click(within(card!).getByRole('button', { name: 'Write your review' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Review Amal Al Mansouri' },
      PAGE_LOAD,
    );
    await expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars: good' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your review' }), FAIR);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE_LOAD);
    await expect(world.bodies).toEqual([{ family: { stars: 4, text: FAIR } }]);
    await expect(await hireCard('Your work for Amal Al Mansouri')).toHaveTextContent(FAIR);
  },
};

/** Above her Offers, while a family waits for her review. */
export const NoticeOnOffers: Story = {
  parameters: { portal: { path: '/dashboard/candidate/offers' } },
  beforeEach: withHires,
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole(
      'complementary',
      { name: 'Reviews to write' },
      PAGE_LOAD,
    );
    await expect(within(notice).getByRole('link', { name: 'Write your reviews' })).toHaveAttribute(
      'href',
      '/dashboard/candidate/offers/reviews',
    );
  },
};
