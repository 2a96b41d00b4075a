import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  args: {
    label: 'Work type',
    onChange: fn(),
    children: [
      <Radio key="live-in" value="live-in">
        Live-in
      </Radio>,
      <Radio key="live-out" value="live-out">
        Live-out
      </Radio>,
      <Radio key="part-time" value="part-time">
        Part-time
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Work type' });
    const liveOut = within(group).getByRole('radio', { name: 'Live-out' });
    await userEvent.click(liveOut);
    await expect(liveOut).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('live-out');
    // Arrow keys move the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Part-time' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('part-time');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'live-in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Live-in' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Live-out' })).not.toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Working days',
    orientation: 'horizontal',
    defaultValue: '6',
    children: [
      <Radio key="6" value="6">
        6 Days
      </Radio>,
      <Radio key="5" value="5">
        5 Days
      </Radio>,
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '6 Days' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 Days' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('5');
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Accommodation',
    description: 'You can change this before the contract is signed.',
    children: [
      <Radio
        key="live-in"
        value="live-in"
        description="Lives with the family; room and meals provided."
      >
        Live-in
      </Radio>,
      <Radio key="live-out" value="live-out" description="Comes in every working day.">
        Live-out
      </Radio>,
    ],
  },
  play: async ({ canvas }) => {
    // Each radio is described by its own help text, then the group's.
    await expect(canvas.getByRole('radio', { name: 'Live-in' })).toHaveAccessibleDescription(
      'Lives with the family; room and meals provided. You can change this before the contract is signed.',
    );
    await expect(
      canvas.getByRole('radiogroup', { name: 'Accommodation' }),
    ).toHaveAccessibleDescription('You can change this before the contract is signed.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a work type' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Work type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose a work type');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'live-in' },
  play: async ({ args, canvas }) => {
    const liveOut = canvas.getByRole('radio', { name: 'Live-out' });
    await expect(liveOut).toBeDisabled();
    await userEvent.click(liveOut, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Live-in' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Please choose a work type' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 16 }}>
      <RadioGroup {...args} />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Continue
      </Button>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please choose a work type')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Part-time' }));
    await expect(canvas.queryByText('Please choose a work type')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'نوع العمل',
    orientation: 'horizontal',
    isRequired: true,
    children: [
      <Radio key="live-in" value="live-in">
        مقيمة
      </Radio>,
      <Radio key="live-out" value="live-out">
        غير مقيمة
      </Radio>,
      <Radio key="part-time" value="part-time">
        دوام جزئي
      </Radio>,
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'مقيمة' }));
    // In Arabic the next option is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'غير مقيمة' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('live-out');
  },
};
