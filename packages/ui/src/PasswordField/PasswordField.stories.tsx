import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    placeholder: 'Create a password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    autoComplete: 'new-password',
    onChange: fn(),
    onRevealChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A password input has no textbox role while hidden, so it is found by its label (whose text may
 * end with the required mark).
 */
function getPasswordInput(canvasElement: HTMLElement, name = 'Password') {
  return within(canvasElement).getByLabelText(name, { selector: 'input', exact: false });
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = getPasswordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'Bayti-2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('Bayti-2025');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Bayti-2025');
    await expect(args.onRevealChange).toHaveBeenLastCalledWith(true);

    // The label of the same button now says what pressing it will do.
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(args.onRevealChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Bayti-2025', defaultRevealed: true },
  play: async ({ canvas, canvasElement }) => {
    const input = getPasswordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Bayti-2025');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = getPasswordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Confirm password',
    placeholder: 'Confirm your password',
    defaultValue: 'Bayti-2024',
    isInvalid: true,
    errorMessage: 'Passwords do not match',
  },
  play: async ({ canvasElement }) => {
    const input = getPasswordInput(canvasElement, 'Confirm password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Bayti-2025', isDisabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const input = getPasswordInput(canvasElement);
    await expect(input).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onRevealChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(getPasswordInput(canvasElement)).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'كلمة المرور',
    placeholder: 'أنشئ كلمة مرور',
    showLabel: 'إظهار كلمة المرور',
    hideLabel: 'إخفاء كلمة المرور',
    defaultValue: 'Bayti-2025',
    isRequired: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const input = getPasswordInput(canvasElement, 'كلمة المرور');
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeVisible();
  },
};
