import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { Radio, RadioGroup } from '../RadioGroup';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

interface Labels {
  position: string;
  positions: [string, string][];
  workType: string;
  workTypes: [string, string][];
  clear: string;
}

const english: Labels = {
  position: 'Position',
  positions: [
    ['nanny', 'Nanny'],
    ['maid', 'Maid'],
    ['cook', 'Cook'],
    ['driver', 'Driver'],
  ],
  workType: 'Work type',
  workTypes: [
    ['live-in', 'Live-in'],
    ['live-out', 'Live-out'],
    ['part-time', 'Part-time'],
  ],
  clear: 'Clear All',
};

const arabic: Labels = {
  position: 'الوظيفة',
  positions: [
    ['nanny', 'مربية'],
    ['maid', 'عاملة منزلية'],
    ['cook', 'طاهية'],
    ['driver', 'سائق'],
  ],
  workType: 'نوع العمل',
  workTypes: [
    ['live-in', 'مقيمة'],
    ['live-out', 'غير مقيمة'],
    ['part-time', 'دوام جزئي'],
  ],
  clear: 'مسح الكل',
};

type CandidateFiltersProps = Omit<FilterPanelProps, 'children'> & { labels: Labels };

/** How an app uses the panel: it owns the filter values and closes the drawer when they are cleared. */
function CandidateFilters({ labels, onOpenChange, ...props }: CandidateFiltersProps) {
  const [positions, setPositions] = useState<string[]>(['nanny']);
  const [workType, setWorkType] = useState('live-in');
  const [isOpen, setIsOpen] = useState(false);
  const activeCount = positions.length + (workType ? 1 : 0);
  return (
    <FilterPanel
      {...props}
      activeCount={activeCount}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        onOpenChange?.(open);
      }}
      clearAction={
        <Button
          variant="ghost"
          size="sm"
          isDisabled={activeCount === 0}
          onPress={() => {
            setPositions([]);
            setWorkType('');
            setIsOpen(false);
          }}
        >
          {labels.clear}
        </Button>
      }
    >
      <CheckboxGroup label={labels.position} value={positions} onChange={setPositions}>
        {labels.positions.map(([value, label]) => (
          <Checkbox key={value} value={value}>
            {label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <RadioGroup label={labels.workType} value={workType} onChange={setWorkType}>
        {labels.workTypes.map(([value, label]) => (
          <Radio key={value} value={value}>
            {label}
          </Radio>
        ))}
      </RadioGroup>
    </FilterPanel>
  );
}

const meta = {
  title: 'Layout/FilterPanel',
  component: FilterPanel,
  args: {
    title: 'Filters',
    openLabel: 'Filters',
    closeLabel: 'Close filters',
    loadingLabel: 'Loading...',
    onOpenChange: fn(),
    children: null,
  },
  render: ({ children: _children, ...args }) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <CandidateFilters {...args} labels={english} />
    </div>
  ),
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Filters' });
    await expect(within(panel).getByRole('checkbox', { name: 'Nanny' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await expect(within(panel).getByRole('checkbox', { name: 'Nanny' })).not.toBeChecked();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    // The button shows how many filters are set.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters 2' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Cook' }));
    await expect(within(drawer).getByRole('checkbox', { name: 'Cook' })).toBeChecked();

    // Clearing the filters closes the drawer.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear All' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'تصفية النتائج',
    openLabel: 'التصفية',
    closeLabel: 'أغلق التصفية',
    loadingLabel: 'جارٍ التحميل...',
  },
  render: ({ children: _children, ...args }) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <CandidateFilters {...args} labels={arabic} />
    </div>
  ),
};

export const RightToLeftMobile: Story = {
  ...RightToLeft,
  globals: { direction: 'rtl', viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'التصفية 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'تصفية النتائج' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};
