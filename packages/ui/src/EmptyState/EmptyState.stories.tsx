import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, SearchX, Users } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  args: {
    icon: <SearchX aria-hidden />,
    title: 'No candidates found',
    hint: 'Try adjusting your filters to see more results',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCandidates: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No candidates found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters to see more results')).toBeVisible();
  },
};

const clearFilters = fn();

/** With an action: the candidates page clears its filters from here. */
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="secondary" onPress={clearFilters}>
        Clear All Filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    clearFilters.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

/** Small, in a table body or a panel, titled by a paragraph rather than a heading. */
export const InTable: Story = {
  args: {
    size: 'sm',
    headingLevel: false,
    icon: <Users aria-hidden />,
    title: 'Sorry! No Result Found',
    hint: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Sorry! No Result Found')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, hint: undefined, title: 'No clients found' },
};

export const RightToLeft: Story = {
  args: {
    icon: <FileText aria-hidden />,
    title: 'لم يتم العثور على مرشحين',
    hint: 'حاول تعديل عوامل التصفية لرؤية المزيد من النتائج',
    action: <Button variant="secondary">مسح جميع عوامل التصفية</Button>,
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  args: { action: <Button variant="secondary">Clear All Filters</Button> },
  globals: { viewport: { value: 'mobile' } },
};
