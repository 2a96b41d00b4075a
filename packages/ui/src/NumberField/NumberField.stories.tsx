import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Number of kids',
    minValue: 0,
    maxValue: 10,
    incrementLabel: 'Increase',
    decrementLabel: 'Decrease',
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 0 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of kids' });
    await expect(input).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: 'Decrease Number of kids' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Number of kids' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Number of kids' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Number of kids' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // Arrow keys step too.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
  },
};

export const Typing: Story = {
  args: {
    label: 'Age',
    minValue: 18,
    maxValue: 60,
    incrementLabel: undefined,
    decrementLabel: undefined,
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Age' });
    await userEvent.type(input, '34');
    await userEvent.tab();
    await expect(input).toHaveValue('34');
    await expect(args.onChange).toHaveBeenLastCalledWith(34);
    // Without labels from props the buttons keep RAC's localized ones, followed by the label.
    await expect(canvas.getAllByRole('button', { name: / Age$/ })).toHaveLength(2);
  },
};

export const Currency: Story = {
  args: {
    label: 'Expected salary',
    description: 'Per month, in dirhams.',
    minValue: 0,
    maxValue: undefined,
    step: 100,
    defaultValue: 2500,
    formatOptions: { style: 'currency', currency: 'AED', maximumFractionDigits: 0 },
  },
  play: async ({ args, canvas }) => {
    // Intl separates the currency code with a no-break space.
    const input = canvas.getByRole('textbox', { name: 'Expected salary' });
    await expect((input as HTMLInputElement).value).toMatch(/^AED\s2,500$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Expected salary' }));
    await expect((input as HTMLInputElement).value).toMatch(/^AED\s2,600$/);
    await expect(args.onChange).toHaveBeenLastCalledWith(2600);
    await userEvent.clear(input);
    await userEvent.type(input, '3000');
    await userEvent.tab();
    await expect((input as HTMLInputElement).value).toMatch(/^AED\s3,000$/);
    await expect(args.onChange).toHaveBeenLastCalledWith(3000);
  },
};

export const Invalid: Story = {
  args: {
    label: 'Age',
    defaultValue: 16,
    minValue: undefined,
    isInvalid: true,
    errorMessage: 'Workers must be 18 or older',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Age' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Workers must be 18 or older');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Number of kids' })).toBeDisabled();
    const add = canvas.getByRole('button', { name: 'Increase Number of kids' });
    await expect(add).toBeDisabled();
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { label: 'Age', isRequired: true, minValue: 18, maxValue: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Age' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'الراتب المتوقع',
    description: 'شهريًا بالدرهم.',
    defaultValue: 2500,
    step: 100,
    maxValue: undefined,
    formatOptions: { style: 'currency', currency: 'AED', maximumFractionDigits: 0 },
    incrementLabel: 'زيادة',
    decrementLabel: 'إنقاص',
    isRequired: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'زيادة الراتب المتوقع' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2600);
  },
};
