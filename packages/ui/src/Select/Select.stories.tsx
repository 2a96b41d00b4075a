import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, type SelectOption } from './Select';

const nationalities: SelectOption[] = [
  { id: 'filipino', label: 'Filipino' },
  { id: 'indian', label: 'Indian' },
  { id: 'kenyan', label: 'Kenyan' },
  { id: 'indonesian', label: 'Indonesian' },
  { id: 'sri-lankan', label: 'Sri Lankan' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Nationality',
    placeholder: 'Select nationality',
    items: nationalities,
    onSelectionChange: fn(),
    onChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Select<SelectOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list opens in a portal at the end of <body>, outside the story's canvas. */
const page = within(document.body);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Nationality/ });
    await expect(trigger).toHaveTextContent('Select nationality');

    await userEvent.click(trigger);
    const listBox = await page.findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(listBox).getAllByRole('option')).toHaveLength(5);

    await userEvent.click(within(listBox).getByRole('option', { name: 'Kenyan' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('kenyan');
    await expect(args.onChange).toHaveBeenCalledWith('kenyan');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Kenyan');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'filipino' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Nationality/ });
    await expect(trigger).toHaveTextContent('Filipino');
    await userEvent.click(trigger);
    const selected = await page.findByRole('option', { name: 'Filipino' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Nationality/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('indian');
    await expect(trigger).toHaveTextContent('Indian');
  },
};

export const WithItemChildren: Story = {
  args: {
    label: 'Work type',
    placeholder: 'Select work type',
    items: undefined,
    children: [
      <SelectItem key="live-in" id="live-in">
        Live-in
      </SelectItem>,
      <SelectItem key="live-out" id="live-out">
        Live-out
      </SelectItem>,
      <SelectItem key="part-time" id="part-time">
        Part-time
      </SelectItem>,
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Work type/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Part-time' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('part-time');
    await expect(canvas.getByRole('button', { name: /Work type/ })).toHaveTextContent('Part-time');
  },
};

export const DisabledOption: Story = {
  args: {
    label: 'Position',
    placeholder: 'Select position',
    items: [
      { id: 'housemaid', label: 'Housemaid' },
      { id: 'nanny', label: 'Nanny' },
      { id: 'cook', label: 'Cook' },
      { id: 'gardener', label: 'Gardener', isDisabled: true },
      { id: 'driver', label: 'Driver' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Position/ }));
    const gardener = await page.findByRole('option', { name: 'Gardener' });
    await expect(gardener).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(gardener, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: {
    label: 'Position',
    placeholder: 'Select position',
    isInvalid: true,
    errorMessage: 'Please choose a position',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose a position')).toBeVisible();
    // RAC links the message to the hidden native select and to the trigger.
    const trigger = canvas.getByRole('button', { name: /Position/ });
    await expect(trigger).toHaveAccessibleDescription(/Please choose a position/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'indian' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Nationality/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Shown on your public profile.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('Shown on your public profile.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'الجنسية',
    placeholder: 'اختر الجنسية',
    items: [
      { id: 'filipino', label: 'فلبينية' },
      { id: 'indian', label: 'هندية' },
      { id: 'kenyan', label: 'كينية' },
    ],
    isRequired: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /الجنسية/ });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('option', { name: 'كينية' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('kenyan');
    await expect(trigger).toHaveTextContent('كينية');
  },
};
