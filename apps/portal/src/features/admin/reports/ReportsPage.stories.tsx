import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockAdminReport } from '../../../mocks/admin-reports';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Reports',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/reports', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const year = mockAdminReport('1Y');

export const YearReport: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Reports');
    await expect(canvas.getByRole('tab', { name: '1Y' })).toHaveAttribute('aria-selected', 'true');
    const table = await canvas.findByRole('table', { name: 'Report per month' }, PAGE_LOAD);
    await expect(within(table).getAllByRole('row')).toHaveLength(year.months.length + 1);
    await expect(canvas.getByRole('img', { name: 'Placements per month' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Revenue per month (AED)' })).toBeVisible();
    await expect(canvas.getByText(String(year.totals.placements))).toBeVisible();
  },
};

export const SixMonths: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '6M' }, PAGE_LOAD));
    const rows = mockAdminReport('6M').months.length + 1;
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('table', { name: 'Report per month' })).getAllByRole('row'),
        ).toHaveLength(rows),
      PAGE_LOAD,
    );
    await expect(canvas.getByRole('tab', { name: '6M' })).toHaveAttribute('aria-selected', 'true');
  },
};
