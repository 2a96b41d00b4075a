import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { familyHiresToReviewSample } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from '../../mocks';
import { ALREADY_WRITTEN_MESSAGE, hireReviewWorld } from '../../mocks/hire-reviews';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Reviews',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer/recruitments/reviews', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own hires, reviews kept (WriteReviews). */
let world = hireReviewWorld('family');

/** The family's hires of the samples: one to review (with an agency), one published. */
const withHires = ({ msw }: Pick<StoryContext, 'msw'>) => {
  msw.use(
    mockSignedInEndpoint('employerHireReviews', () => ({
      data: { items: familyHiresToReviewSample },
    })),
  );
};

const hireCard = (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);
const GOOD = 'Grace is patient with the twins and keeps the house calm. We are very happy.';
const AGENCY = 'The agency answered every question and the visa was ready on time.';

/** The hire to review first, with Write your review; then the published one, with her review. */
export const ReviewsToWrite: Story = {
  beforeEach: withHires,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Reviews' }, PAGE_LOAD),
    ).toBeVisible();
    const toWrite = canvas.getByRole('region', { name: 'Reviews to write' });
    const grace = await hireCard('Your hire of Grace Wanjiru');
    await expect(toWrite).toContainElement(grace);
    await expect(within(grace).getByRole('button', { name: 'Write your review' })).toBeEnabled();
    const written = canvas.getByRole('region', { name: 'Your reviews' });
    const siti = await hireCard('Your hire of Siti Rahayu');
    await expect(written).toContainElement(siti);
    await expect(within(siti).getByText('Published')).toBeVisible();
    // Her review of Siti and Siti's of the family, five stars each.
    await expect(within(siti).getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(2);
    const received = within(siti).getByRole('region', { name: 'What they wrote about you' });
    await expect(received).toHaveTextContent('A kind family who respected my day off');
    await expect(received).toHaveTextContent('Siti R., September 2026');
    await expect(within(siti).queryByRole('button')).toBeNull();
  },
};

/**
 * Stars are a radio group of five; the form asks for both reviews (the worker and her agency),
 * each with stars and at least 20 characters, then saves them and says they stay private.
 */
export const WriteReviews: Story = {
  beforeEach: ({ msw }) => {
    world = hireReviewWorld('family');
    msw.use(...world.handlers);
  },
  play: async () => {
    const grace = await hireCard('Your hire of Grace Wanjiru');
    await userEvent.click(within(grace).getByRole('button', { name: 'Write your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Grace Wanjiru' }, PAGE_LOAD);
    const worker = within(dialog).getByRole('group', { name: 'Grace Wanjiru, the worker' });
    const agency = within(dialog).getByRole('group', {
      name: 'Al Noor Domestic Services, the agency',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my review' }));
    await expect(await within(worker).findByText('Choose 1 to 5 stars')).toBeVisible();
    await expect(
      within(agency).getByText('Write at least 20 characters about how it went'),
    ).toBeVisible();
    await expect(world.bodies).toHaveLength(0);

    await userEvent.click(within(worker).getByRole('radio', { name: '5 stars: excellent' }));
    await userEvent.type(within(worker).getByRole('textbox', { name: 'Your review' }), GOOD);
    await userEvent.click(within(agency).getByRole('radio', { name: '4 stars: good' }));
    await userEvent.type(within(agency).getByRole('textbox', { name: 'Your review' }), AGENCY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE_LOAD);
    await expect(world.bodies).toEqual([
      { worker: { stars: 5, text: GOOD }, agency: { stars: 4, text: AGENCY } },
    ]);
    await expect(
      await screen.findByText(/Thank you: your review is saved/, {}, PAGE_LOAD),
    ).toBeVisible();
    const saved = await hireCard('Your hire of Grace Wanjiru');
    await expect(
      within(saved).getAllByText('Private until the other side has written'),
    ).toHaveLength(2);
  },
};

/** A second review of the same hire is refused by the server; the dialog says why. */
export const AlreadyWritten: Story = {
  beforeEach: ({ msw }) => {
    withHires({ msw });
    msw.use(
      mockSignedInEndpoint('employerWriteHireReview', () =>
        apiError('conflict', ALREADY_WRITTEN_MESSAGE),
      ),
    );
  },
  play: async () => {
    const grace = await hireCard('Your hire of Grace Wanjiru');
    await userEvent.click(within(grace).getByRole('button', { name: 'Write your review' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    for (const group of within(dialog).getAllByRole('group')) {
      await userEvent.click(within(group).getByRole('radio', { name: '3 stars: fair' }));
      await userEvent.type(within(group).getByRole('textbox'), GOOD);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my review' }));
    await expect(await within(dialog).findByText(ALREADY_WRITTEN_MESSAGE)).toBeVisible();
  },
};

export const NoReviewsYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('employerHireReviews', () => ({ data: { items: [] } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reviews to write yet', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const ReviewsInArabic: Story = {
  globals: { direction: 'rtl' },
  beforeEach: withHires,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'التقييمات' }, PAGE_LOAD),
    ).toBeVisible();
    const grace = await hireCard('توظيفك لـ Grace Wanjiru');
    await expect(within(grace).getByRole('button', { name: 'اكتبي تقييمك' })).toBeEnabled();
  },
};

/** Above her Recruitments, while a hire waits for her review: how many, and where to write. */
export const NoticeOnRecruitments: Story = {
  parameters: { portal: { path: '/dashboard/employer/recruitments' } },
  beforeEach: withHires,
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole(
      'complementary',
      { name: 'Reviews to write' },
      PAGE_LOAD,
    );
    await expect(notice).toHaveTextContent('A hire is waiting for your review.');
    await expect(within(notice).getByRole('link', { name: 'Write your reviews' })).toHaveAttribute(
      'href',
      '/dashboard/employer/recruitments/reviews',
    );
  },
};
