import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from './Stack';

function Box({ label }: { label: string }) {
  return (
    <div
      style={{
        padding: 'var(--space-3)',
        borderRadius: 'var(--radius-md)',
        background: 'var(--color-surface-muted)',
      }}
    >
      {label}
    </div>
  );
}

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: '4',
    children: (
      <>
        <Box label="Maria Santos" />
        <Box label="Grace Achieng" />
        <Box label="Siti Rahma" />
      </>
    ),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '8', '12'] },
    align: { control: 'inline-radio', options: [undefined, 'start', 'center', 'end', 'baseline'] },
    justify: { control: 'inline-radio', options: [undefined, 'start', 'center', 'end', 'between'] },
    elementType: { control: 'select', options: ['div', 'section', 'header', 'footer', 'ul'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column: children stretch across, the gap is a step of the spacing scale. */
export const Column: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-gap]');
    await expect(stack).toHaveStyle({ flexDirection: 'column', rowGap: '16px' });
  },
};

/** A row that wraps, with its ends pushed apart: a title and its actions. */
export const RowBetween: Story = {
  args: {
    direction: 'row',
    gap: '3',
    align: 'center',
    justify: 'between',
    wrap: true,
    children: (
      <>
        <strong>Recruitments</strong>
        <Stack direction="row" gap="2">
          <Button variant="secondary">Export</Button>
          <Button>Add recruitment</Button>
        </Stack>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-gap="3"]');
    await expect(stack).toHaveStyle({
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      alignItems: 'center',
    });
  },
};

/** A titled part of a page is a `section`. */
export const Section: Story = {
  args: {
    elementType: 'section',
    gap: '2',
    'aria-label': 'Candidates',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Candidates' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    direction: 'row',
    gap: '3',
    children: (
      <>
        <Box label="ماريا سانتوس" />
        <Box label="غريس أشينغ" />
      </>
    ),
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  args: { direction: 'row', wrap: true, gap: '2' },
  globals: { viewport: { value: 'mobile' } },
};
