import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormMessage } from './FormMessage';

const meta = {
  title: 'Feedback/FormMessage',
  component: FormMessage,
  args: { tone: 'success', children: 'Thank you! We will get back to you within 24 hours.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What worked is a status, read out when the reader is idle. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'success');
  },
};

/** What failed is an alert, read out at once. */
export const Failure: Story = {
  args: { tone: 'error', children: 'Failed to send your message' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to send your message');
  },
};

/** The compact size of the account forms' cards and dialogs. */
export const Small: Story = {
  args: { size: 'sm', tone: 'error', children: 'Invalid email or password' },
};

/** Nothing to say yet: the line takes no room. */
export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { hidden: true })).not.toBeVisible();
  },
};
