import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    label: 'Years of experience',
    minValue: 0,
    maxValue: 10,
    defaultValue: 3,
    onChange: fn(),
    onChangeEnd: fn(),
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Years of experience' });
    await expect(thumb).toHaveValue('3');
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('5');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

/** The candidates filter: the upper age moves, the lower bound stays at 20. */
export const AgeRange: Story = {
  args: {
    label: 'Age',
    minValue: 20,
    maxValue: 60,
    defaultValue: 45,
    formatOutput: ([maximum]) => `20 – ${maximum} years`,
  },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Age' });
    await expect(canvas.getByRole('status')).toHaveTextContent('20 – 45 years');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb).toHaveValue('44');
    await expect(args.onChange).toHaveBeenLastCalledWith(44);
    await expect(canvas.getByRole('status')).toHaveTextContent('20 – 44 years');
    // It cannot go below the fixed lower bound.
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(thumb).toHaveValue('20');
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
  },
};

export const Range: Story = {
  args: {
    label: 'Monthly salary',
    minValue: 1000,
    maxValue: 5000,
    step: 250,
    defaultValue: [2000, 3500],
    thumbLabels: ['Minimum', 'Maximum'],
    formatOptions: { style: 'currency', currency: 'AED', maximumFractionDigits: 0 },
  },
  play: async ({ args, canvas }) => {
    const minimum = canvas.getByRole('slider', { name: /Minimum/ });
    const maximum = canvas.getByRole('slider', { name: /Maximum/ });
    await expect(minimum).toHaveValue('2000');
    await expect(maximum).toHaveValue('3500');
    await expect(canvas.getByRole('status')).toHaveTextContent(/2,000.*3,500/);
    await userEvent.tab();
    await userEvent.tab();
    await expect(maximum).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith([2000, 3750]);
    await expect(canvas.getByRole('status')).toHaveTextContent(/AED\s?2,000 – AED\s?3,750/);
    // The thumbs cannot cross.
    await userEvent.click(minimum);
    await userEvent.keyboard('{End}');
    await expect(minimum).toHaveValue('3750');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Years of experience' });
    await expect(thumb).toBeDisabled();
    await userEvent.click(thumb, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithoutOutput: Story = {
  args: { showOutput: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'العمر',
    minValue: 20,
    maxValue: 60,
    defaultValue: 45,
    formatOptions: { style: 'unit', unit: 'year', unitDisplay: 'long' },
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'العمر' });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    // In Arabic higher values are to the left, so ArrowLeft increases.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb).toHaveValue('46');
    await expect(args.onChange).toHaveBeenLastCalledWith(46);
  },
};
