import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Display/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3, label: 'Loading profile...' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'circle', 'rect'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines of text; the shapes are hidden, the label is read. */
export const Text: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading profile...');
    const shapes = canvasElement.querySelectorAll(
      '[data-variant="text"] > span[aria-hidden] > span',
    );
    await expect(shapes).toHaveLength(3);
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Circle: Story = {
  args: { variant: 'circle', inlineSize: 64, label: 'Loading photo...' },
};

export const Rectangle: Story = {
  args: { variant: 'rect', blockSize: 180, label: 'Loading image...' },
};

/** Without a label the skeleton is silent: hidden from assistive technology. */
export const Unlabelled: Story = {
  args: { label: undefined, lines: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-variant="text"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** A candidate card while loading: one announcement for the whole placeholder. */
export const CardPlaceholder: Story = {
  render: () => (
    <SkeletonGroup
      label="Loading candidates..."
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        padding: 16,
        border: '1px solid var(--color-border)',
        borderRadius: 12,
      }}
    >
      <Skeleton variant="rect" blockSize={200} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton variant="circle" inlineSize={40} />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} />
        </div>
      </div>
      <Skeleton lines={3} />
      <Skeleton variant="rect" blockSize={40} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(1);
    await expect(statuses[0]).toHaveTextContent('Loading candidates...');
  },
};

export const RightToLeft: Story = {
  args: { label: 'جارٍ تحميل الملف الشخصي...' },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  args: { lines: 4 },
  globals: { viewport: { value: 'mobile' } },
};
