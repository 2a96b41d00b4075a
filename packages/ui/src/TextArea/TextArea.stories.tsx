import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Message',
    placeholder: 'Tell us what you need help with',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await userEvent.type(textArea, 'We need a nanny.{Enter}Live-in, from March.');
    await expect(textArea).toHaveValue('We need a nanny.\nLive-in, from March.');
    await expect(args.onChange).toHaveBeenLastCalledWith('We need a nanny.\nLive-in, from March.');
  },
};

export const WithValue: Story = {
  args: {
    label: 'About Me',
    defaultValue:
      'I have six years of experience caring for newborns and toddlers in Dubai and Abu Dhabi. I cook Filipino and Arabic food.',
    description: 'Families read this first.',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'About Me' });
    await expect(textArea).toHaveValue(
      'I have six years of experience caring for newborns and toddlers in Dubai and Abu Dhabi. I cook Filipino and Arabic food.',
    );
    await expect(textArea).toHaveAccessibleDescription('Families read this first.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter a message' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Please enter a message');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent on 2 March.' },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toBeDisabled();
    await userEvent.type(textArea, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'الرسالة',
    placeholder: 'أخبرنا بما تحتاج إليه',
    description: 'سنرد عليك خلال يوم عمل واحد.',
    isRequired: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'الرسالة' }), 'مرحبا');
    await expect(args.onChange).toHaveBeenLastCalledWith('مرحبا');
  },
};
