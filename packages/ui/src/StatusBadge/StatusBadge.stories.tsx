import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, statusTone } from './StatusBadge';

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  args: { status: 'hired', children: 'Hired' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: [undefined, 'success', 'info', 'danger', 'warning', 'neutral'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hired: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hired')).toHaveAttribute('data-tone', 'success');
  },
};

const pipeline = [
  ['hired', 'Hired'],
  ['selected', 'Selected'],
  ['rejected', 'Rejected'],
  ['interviewed', 'Interviewed'],
  ['shortlisted', 'Shortlisted'],
  ['scheduled', 'Scheduled'],
  ['returned', 'Returned'],
  ['replaced', 'Replaced'],
  ['deployed', 'Deployed'],
] as const;

/** Hired green, selected blue, rejected red, interviewed yellow, every other status grey. */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {pipeline.map(([status, text]) => (
        <StatusBadge key={status} {...args} status={status}>
          {text}
        </StatusBadge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hired')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Selected')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('Interviewed')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Shortlisted')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByText('Deployed')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** The mapping ignores case, so data spelled "HIRED" or "Rejected" still gets its colour. */
export const CaseInsensitive: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge {...args} status="HIRED" />
      <StatusBadge {...args} status="Rejected" />
      <StatusBadge {...args} status=" Interviewed " />
    </div>
  ),
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('HIRED')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
    await expect(statusTone('SeLeCtEd')).toBe('info');
    await expect(statusTone('pending')).toBe('neutral');
  },
};

/** Any tone can be set directly, e.g. for payment statuses: Paid, Pending. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge {...args} tone="success">
        Paid
      </StatusBadge>
      <StatusBadge {...args} tone="warning">
        Pending
      </StatusBadge>
      <StatusBadge {...args} tone="info">
        In progress
      </StatusBadge>
      <StatusBadge {...args} tone="danger">
        Suspended
      </StatusBadge>
      <StatusBadge {...args} tone="neutral">
        New
      </StatusBadge>
    </div>
  ),
};

export const SmallWithDot: Story = {
  args: { size: 'sm', withDot: true, status: 'selected', children: 'Selected' },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge {...args} status="hired">
        تم التوظيف
      </StatusBadge>
      <StatusBadge {...args} status="selected">
        تم الاختيار
      </StatusBadge>
      <StatusBadge {...args} status="rejected">
        مرفوض
      </StatusBadge>
      <StatusBadge {...args} status="interviewed">
        تمت المقابلة
      </StatusBadge>
      <StatusBadge {...args} status="shortlisted">
        في القائمة المختصرة
      </StatusBadge>
    </div>
  ),
  args: { withDot: true },
  globals: { direction: 'rtl' },
};
