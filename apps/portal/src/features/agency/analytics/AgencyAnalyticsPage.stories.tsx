import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { agencyAnalyticsSample } from '../../../mocks/agency-analytics';
import { answering } from '../../../mocks/agency-lists';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Analytics',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/analytics', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Analytics: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total Candidates', {}, PAGE_LOAD)).toBeVisible();
    for (const card of ['Shortlisted', 'New Candidates', 'Interviewed', 'Rejected']) {
      await expect(canvas.getAllByText(card)[0]).toBeVisible();
    }
    await expect(canvas.getByText('Quick Stats')).toBeVisible();
    await expect(canvas.getByText('Anjali Menon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^View All/ })).toHaveAttribute(
      'href',
      '/dashboard/agency/candidates?status=selected',
    );
    await expect(canvas.getByRole('img', { name: 'Agency Statistic' })).toBeVisible();
  },
};

const searched = answering('agencyAnalytics', (query) => ({
  data: {
    analytics: agencyAnalyticsSample(query.period, query.search ? ['Amina Yusuf'] : undefined),
  },
}));

/** The selected candidates' search reaches the server; the list shows what it answers. */
export const SearchSelected: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  beforeEach: searched.beforeEach,
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Search selected candidates' }, PAGE_LOAD),
      'amina',
    );
    // Amina is listed before the search too: wait for the search to have taken Anjali away.
    await waitFor(() => expect(canvas.queryByText('Anjali Menon')).toBeNull(), PAGE_LOAD);
    await expect(canvas.getByText('Amina Yusuf')).toBeVisible();
    await expect(searched.asked.at(-1)).toMatchObject({ search: 'amina', period: '1Y' });
  },
};

export const LastMonth: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/agency/analytics?period=1M' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Last month ·/, {}, PAGE_LOAD)).toBeVisible();
  },
};

export const AnalyticsArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('إجمالي المرشحين', {}, PAGE_LOAD)).toBeVisible();
  },
};
