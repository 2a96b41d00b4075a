import type { Meta, StoryObj } from '@storybook/react-vite';
import { Award, Ban, CalendarCheck, Eye, Star, Users } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Marketplace/StatCard',
  component: StatCard,
  args: {
    label: 'Shortlisted',
    value: '284',
    percentText: '22% of total',
    icon: <Star aria-hidden />,
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['accent', 'success', 'info', 'warning', 'danger', 'neutral'],
    },
    icon: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `onPress` it is a plain figure, not a control. */
export const Static: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('284')).toBeVisible();
    await expect(canvas.getByText('22% of total')).toBeVisible();
  },
};

/** With `onPress` the whole card is a button, e.g. opening the shortlisted candidates. */
export const Pressable: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: /Shortlisted/ });
    await expect(card).toHaveAccessibleName('Shortlisted 284 22% of total');
    await userEvent.click(card);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardPress: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const card = canvas.getByRole('button', { name: /Shortlisted/ });
    await expect(card).toHaveFocus();
    await expect(card).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { onPress: fn(), isDisabled: true },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: /Shortlisted/ });
    await expect(card).toBeDisabled();
    await userEvent.click(card, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const WithoutIconOrPercent: Story = {
  args: { icon: undefined, percentText: undefined, label: 'Total Candidates', value: '2,847' },
};

/** The employer analytics grid (sample figures). */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <StatCard
        {...args}
        label="Viewed"
        value="1,247"
        percentText="100% of total"
        icon={<Eye aria-hidden />}
      />
      <StatCard
        {...args}
        label="Shortlisted"
        value="284"
        percentText="22% of total"
        icon={<Star aria-hidden />}
        tone="neutral"
      />
      <StatCard
        {...args}
        label="Interviews"
        value="156"
        percentText="12% of total"
        icon={<CalendarCheck aria-hidden />}
        tone="warning"
      />
      <StatCard
        {...args}
        label="Selected"
        value="89"
        percentText="7% of total"
        icon={<Users aria-hidden />}
        tone="info"
      />
      <StatCard
        {...args}
        label="Hired"
        value="42"
        percentText="3% of total"
        icon={<Award aria-hidden />}
        tone="success"
      />
      <StatCard
        {...args}
        label="Rejected"
        value="67"
        percentText="5% of total"
        icon={<Ban aria-hidden />}
        tone="danger"
      />
    </>
  ),
};

export const RightToLeft: Story = {
  args: {
    label: 'في القائمة المختصرة',
    value: '284',
    percentText: '22% من الإجمالي',
    onPress: fn(),
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  render: Grid.render,
  decorators: Grid.decorators,
  args: { onPress: fn() },
  globals: { viewport: { value: 'mobile' } },
};
