import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Search clients',
    placeholder: 'Search for client...',
    clearLabel: 'Clear search',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search clients' });
    // Nothing to clear yet: the clear button is hidden.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'Fatima{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Fatima');
    await expect(args.onSubmit).toHaveBeenCalledWith('Fatima');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Nanny' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search clients' });
    await expect(input).toHaveValue('Nanny');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'Kenyan' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search clients' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Search invoices', placeholder: 'Search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search invoices' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'a',
    isInvalid: true,
    errorMessage: 'Type at least two letters',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search clients' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Type at least two letters');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Fatima' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search clients' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search clients' })).toBeRequired();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'البحث عن العملاء',
    placeholder: 'ابحث عن عميل...',
    clearLabel: 'مسح البحث',
    defaultValue: 'فاطمة',
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await expect(canvas.getByRole('searchbox', { name: 'البحث عن العملاء' })).toHaveValue('');
  },
};
