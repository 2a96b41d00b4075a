import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    placeholder: 'Enter your email',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('placeholder', 'Enter your email');
    await userEvent.type(input, 'amina@example.ae');
    await expect(input).toHaveValue('amina@example.ae');
    await expect(args.onChange).toHaveBeenLastCalledWith('amina@example.ae');
  },
};

export const WithValue: Story = {
  args: { label: 'Full Name', type: 'text', placeholder: undefined, defaultValue: 'Amina Yusuf' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toHaveValue('Amina Yusuf');
    await userEvent.clear(input);
    await userEvent.type(input, 'Maria Santos');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria Santos');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Mobile',
    type: 'tel',
    placeholder: '+971 50 123 4567',
    description: 'We only share it with families you contact.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAccessibleDescription('We only share it with families you contact.');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'amina@',
    isInvalid: true,
    errorMessage: 'Enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const ValidatesWhileTyping: Story = {
  args: {
    validationBehavior: 'aria',
    validate: (value: string) =>
      value === '' || value.includes('@') ? null : 'Enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'amina');
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '@example.ae');
    await expect(canvas.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'amina@example.ae', isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('amina@example.ae');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { label: 'Full Name', type: 'text', placeholder: undefined, isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The asterisk is shown but is not part of the accessible name.
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Website: Story = {
  args: { label: 'Website', type: 'url', placeholder: 'https://' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'البريد الإلكتروني',
    placeholder: 'أدخل بريدك الإلكتروني',
    description: 'لن نشاركه إلا مع العائلات التي تتواصل معها.',
    isRequired: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await userEvent.type(input, 'amina@example.ae');
    await expect(args.onChange).toHaveBeenLastCalledWith('amina@example.ae');
  },
};

export const FullWidthOnPhone: Story = {
  args: { label: 'Full Name', type: 'text', placeholder: 'Enter your full name' },
  globals: { viewport: { value: 'mobile' } },
};
