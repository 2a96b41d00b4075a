import { publishedReviewsSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockEndpoint } from '../../mocks';
import { publicAgency } from '../../mocks/public-listings';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Reviews',
  tags: ['!autodocs'],
  ...portalStory({ path: '/candidates/1' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her profile shows the average, the count and the latest reviews with who and when. */
export const OnAProfile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint('candidateReviews', () => ({ data: publishedReviewsSample })));
  },
  play: async ({ canvas }) => {
    const reviews = await canvas.findByRole('region', { name: 'Reviews' }, PAGE_LOAD);
    await expect(within(reviews).getByText('4.5 out of 5')).toBeVisible();
    await expect(within(reviews).getByText('from 2 reviews')).toBeVisible();
    await expect(within(reviews).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(reviews).getByText('Fatima K., November 2026')).toBeVisible();
    await expect(within(reviews).getByRole('img', { name: '4 out of 5 stars' })).toBeDefined();
  },
};

/** Without published reviews the section is not there. */
export const NoneYet: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, PAGE_LOAD);
    await expect(canvas.queryByRole('region', { name: 'Reviews' })).toBeNull();
  },
};

export const OnAnAgencyPage: Story = {
  parameters: { portal: { path: `/agencies/${publicAgency.id}` } },
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint('agencyReviews', () => ({
        data: { summary: { average: 4, count: 1 }, items: [publishedReviewsSample.items[1]!] },
      })),
    );
  },
  play: async ({ canvas }) => {
    const reviews = await canvas.findByRole('region', { name: 'Reviews' }, PAGE_LOAD);
    await expect(within(reviews).getByText('from 1 review')).toBeVisible();
    await expect(within(reviews).getByText('Emma T., October 2026')).toBeVisible();
  },
};

export const InArabic: Story = {
  globals: { direction: 'rtl' },
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint('candidateReviews', () => ({ data: publishedReviewsSample })));
  },
  play: async ({ canvas }) => {
    const reviews = await canvas.findByRole('region', { name: 'التقييمات' }, PAGE_LOAD);
    await expect(within(reviews).getByText('من تقييمين')).toBeVisible();
  },
};
