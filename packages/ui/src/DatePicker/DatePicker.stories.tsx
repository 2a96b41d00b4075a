import { type CalendarDate, isWeekend, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import styles from './DatePicker.module.css';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Available from',
    // Fixed dates only: the calendar opens on this month when there is no value, not today's.
    placeholderValue: parseDate('2025-09-01'),
    calendarButtonLabel: 'Open calendar',
    previousMonthLabel: 'Previous month',
    nextMonthLabel: 'Next month',
    onChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar opens in a portal at the end of <body>, outside the story's canvas. */
const page = within(document.body);

/** The ISO date of the last onChange call. */
function lastDate(onChange: unknown) {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0]);
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Open calendar/ }));
    const dialog = await page.findByRole('dialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('September 2025');

    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Monday, 15 September 2025/ }),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(lastDate(args.onChange)).toBe('2025-09-15');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
  },
};

export const WithValue: Story = {
  args: { defaultValue: parseDate('2025-03-10') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Open calendar/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2025');
    // The chosen day is selected and takes the focus.
    const selected = within(dialog).getByRole('button', { name: /^Monday, 10 March 2025/ });
    await waitFor(() => expect(selected).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('April 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('February 2025');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypedIn: Story = {
  play: async ({ args, canvas }) => {
    // Each part of the date is its own spin button; typing moves to the next part.
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(day).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(day).toHaveAttribute('aria-valuenow', '3');
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await userEvent.click(month);
    await userEvent.keyboard('9');
    const year = canvas.getByRole('spinbutton', { name: /year/i });
    await userEvent.click(year);
    await userEvent.keyboard('2025');
    await waitFor(() => expect(lastDate(args.onChange)).toBe('2025-09-03'));
  },
};

export const LimitedDates: Story = {
  args: {
    label: 'Interview date',
    description: 'Weekdays in September only.',
    minValue: parseDate('2025-09-01'),
    maxValue: parseDate('2025-09-30'),
    isDateUnavailable: (date) => isWeekend(date, 'en-AE'),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Open calendar/ }));
    const dialog = await page.findByRole('dialog');
    // Saturday 6 September is unavailable, and August cannot be reached.
    const saturday = within(dialog).getByRole('button', { name: /^Saturday, 6 September 2025/ });
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(saturday, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Monday, 8 September 2025/ }),
    );
    await expect(lastDate(args.onChange)).toBe('2025-09-08');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Visa expiry',
    defaultValue: parseDate('2024-12-31'),
    isInvalid: true,
    errorMessage: 'The visa has expired',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The visa has expired')).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Visa expiry' });
    await expect(group).toHaveAttribute('data-invalid');
    for (const segment of within(group).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2025-09-01') },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Open calendar/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { label: 'Date of birth', isRequired: true, placeholderValue: parseDate('1995-01-01') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-required', 'true');
    }
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'متاحة من',
    defaultValue: parseDate('2025-09-10'),
    calendarButtonLabel: 'فتح التقويم',
    previousMonthLabel: 'الشهر السابق',
    nextMonthLabel: 'الشهر التالي',
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^فتح التقويم/ }));
    const dialog = await page.findByRole('dialog');
    const previous = within(dialog).getByRole('button', { name: 'الشهر السابق' });
    const next = within(dialog).getByRole('button', { name: 'الشهر التالي' });

    // Previous is on the right in Arabic and its chevron is mirrored to point right.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
    for (const chevron of dialog.querySelectorAll(`.${styles.chevron}`)) {
      await expect(getComputedStyle(chevron).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    }

    // The keyboard follows the direction too: ArrowLeft is the next day.
    // The chosen day (the 10th) takes the focus when the calendar opens.
    await waitFor(() =>
      expect(dialog.querySelector('[role="button"][data-selected]')).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(lastDate(args.onChange)).toBe('2025-09-11');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
