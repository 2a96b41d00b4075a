import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Analytics',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/analytics', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six cards, the 1Y statistic with its chart and totals, the side list, Quick Stats. */
export const Dashboard: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('button', { name: /Total Agencies/ }, PAGE_LOAD);
    await expect(card).toHaveAccessibleName(/100% of total/);
    for (const label of ['Active', 'New', 'Verified', 'Partnered', 'Inactive']) {
      await expect(
        canvas.getByRole('button', { name: new RegExp(`${label} Agencies`) }),
      ).toBeVisible();
    }
    await expect(canvas.getByRole('tab', { name: '1Y', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Agency Statistic' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Agency Statistic' })).toBeInTheDocument();
    await expect(canvas.getByText('Total Candidates')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All' })).toBeVisible();
  },
};

/** Another period reaches the URL and the chart follows; the side list searches by specialty. */
const sideListAsked: { search?: string | undefined }[] = [];
const nanny = {
  id: 2,
  name: 'Savannah Care Recruiters',
  username: 'savannah@agency.ke',
  specialty: 'Nanny',
  avatar: null,
  status: 'active' as const,
  shortlistedCandidates: 0,
};

export const PeriodAndSearch: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    sideListAsked.length = 0;
    msw.use(
      mockSignedInEndpoint('adminAnalyticsAgencies', ({ query }) => {
        sideListAsked.push(query);
        return { data: query.search ? { items: [nanny], total: 1 } : { items: [], total: 0 } };
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '6M' }, PAGE_LOAD));
    await expect(await canvas.findByRole('tab', { name: '6M', selected: true })).toBeVisible();
    // Six months back and this one, plus the header row.
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('table', { name: 'Agency Statistic' })).getAllByRole('row'),
        ).toHaveLength(8),
      PAGE_LOAD,
    );
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search agencies by name or specialty' }),
      'nanny',
    );
    await expect(await canvas.findByText('Savannah Care Recruiters', {}, PAGE_LOAD)).toBeVisible();
    await expect(sideListAsked.at(-1)).toMatchObject({ search: 'nanny' });
  },
};

/** A card opens the agencies list on its group. */
export const CardOpensList: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Inactive Agencies/ }, PAGE_LOAD),
    );
    await expect(
      await canvas.findByText('Showing: Inactive Agencies', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: 'Agencies list' }, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: /إجمالي الوكالات/ }, PAGE_LOAD),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'إحصائيات الوكالات' })).toBeVisible();
  },
};
