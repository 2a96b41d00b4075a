import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chart } from './Chart';

const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

const meta = {
  title: 'Data/Chart',
  component: Chart,
  args: {
    label: 'Agency statistic',
    categoryHeader: 'Month',
    categories: months,
    series: [
      { id: 'agencies', label: 'New agencies', values: [2, 1, 3, 0, 2, 4, 1, 2, 3, 1, 0, 2] },
      {
        id: 'candidates',
        label: 'Candidates',
        values: [12, 18, 9, 22, 15, 30, 26, 14, 19, 25, 21, 17],
      },
      {
        id: 'placements',
        label: 'Placements',
        kind: 'line',
        values: [3, 5, 2, 8, 6, 9, 7, 4, 6, 10, 8, 5],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars and a line with a legend; screen readers get the figures from a hidden table. */
export const BarsAndLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Agency statistic' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Agency statistic' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(rows[6]!).getByRole('rowheader')).toHaveTextContent('May');
    await expect(
      within(rows[6]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '30', '9']);
    await expect(canvas.getAllByText('Placements')[0]).toBeVisible();
  },
};

/** One series of amounts, formatted by the caller. */
export const SingleSeries: Story = {
  args: {
    label: 'Revenue',
    hideLegend: true,
    series: [
      {
        id: 'revenue',
        label: 'Revenue (AED)',
        tone: 'success',
        values: [1200, 0, 3400.5, 800, 5000, 2500, 0, 1200, 900, 4300, 2200, 3100],
      },
    ],
    formatValue: (value: number) =>
      value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Revenue' });
    await expect(
      within(table).getByRole('columnheader', { name: 'Revenue (AED)' }),
    ).toBeInTheDocument();
    await expect(within(table).getByText('3,400.50')).toBeInTheDocument();
  },
};

/** No categories: the caller's empty text instead of a plot. */
export const Empty: Story = {
  args: { categories: [], series: [], emptyText: 'No data for this period' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data for this period')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Arabic: the first month sits on the right and the values axis on the right. */
export const RightToLeft: Story = {
  args: {
    label: 'إحصائيات الوكالات',
    categoryHeader: 'الشهر',
    categories: ['ديسمبر', 'يناير', 'فبراير', 'مارس', 'أبريل', 'مايو'],
    series: [
      { id: 'agencies', label: 'وكالات جديدة', values: [2, 1, 3, 0, 2, 4] },
      { id: 'placements', label: 'التوظيفات', kind: 'line', values: [3, 5, 2, 8, 6, 9] },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'إحصائيات الوكالات' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'إحصائيات الوكالات' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: BarsAndLine.play,
};
