import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading candidates...' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label the spinner is a status that names what is loading. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading candidates...' })).toBeVisible();
  },
};

/** Without a label it is hidden from assistive technology: a busy region around it speaks. */
export const Unlabelled: Story = {
  args: { label: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-size]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
};

export const Large: Story = {
  args: { size: 'lg' },
};

/** The spinner takes the colour of its text, e.g. inside a button. */
export const InheritsColour: Story = {
  render: (args) => (
    <span style={{ color: 'var(--color-accent)' }}>
      <Spinner {...args} />
    </span>
  ),
};
