import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Panel } from './Panel';

const meta = {
  title: 'Layout/Panel',
  component: Panel,
  args: {
    gap: '4',
    children: (
      <>
        <h3 style={{ fontSize: 'var(--font-size-md)' }}>Quick stats</h3>
        <p>12 candidates selected this month, 4 hired.</p>
      </>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['4', '5', '6'] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '8', '12'] },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    elementType: { control: 'select', options: ['div', 'section', 'header', 'aside'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-padding]');
    await expect(panel).toHaveStyle({ paddingTop: '20px', rowGap: '16px' });
  },
};

export const Compact: Story = {
  args: { padding: '4', gap: '3' },
};

export const Roomy: Story = {
  args: { padding: '6' },
};

/** A panel that is a row: an agency's name with its actions. */
export const Row: Story = {
  args: {
    direction: 'row',
    align: 'center',
    justify: 'between',
    wrap: true,
    children: (
      <>
        <strong>Al Noor Manpower</strong>
        <Stack direction="row" gap="2">
          <Button variant="secondary">Edit</Button>
          <Button>Documents</Button>
        </Stack>
      </>
    ),
  },
};

/** A panel titled by its heading is a `section` named by it. */
export const LabelledSection: Story = {
  args: {
    elementType: 'section',
    'aria-labelledby': 'panel-title',
    children: (
      <>
        <h3 id="panel-title" style={{ fontSize: 'var(--font-size-md)' }}>
          All agencies
        </h3>
        <p>8 agencies</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'All agencies' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    children: (
      <>
        <h3 style={{ fontSize: 'var(--font-size-md)' }}>إحصاءات سريعة</h3>
        <p>12 مرشحة مختارة هذا الشهر، و4 تم توظيفهن.</p>
      </>
    ),
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
