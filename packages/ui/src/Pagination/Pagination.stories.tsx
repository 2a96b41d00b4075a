import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps its own page, as the candidates page does, while still reporting every change. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Display/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 10,
    onPageChange: fn(),
    label: 'Pagination',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (n: number) => `Page ${n}`,
    ellipsisLabel: 'More pages',
  },
  argTypes: { pageLabel: { control: false } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names of the page buttons, in order. */
const pageNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.getAttribute('aria-label'));

/** The visible sequence: numbers and ellipses, e.g. "1 … 4 5 6 … 10". */
const sequence = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('li'))
    .slice(1, -1)
    .map((li) => (li.querySelector('button') ? li.textContent : '…'))
    .join(' ');

/** Page 5 of 10: 1 … 4 5 6 … 10. */
export const Middle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(pageNames(canvasElement)).toEqual([
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
    ]);
    await expect(sequence(canvasElement)).toBe('1 … 4 5 6 … 10');
    await expect(canvas.getAllByText('More pages')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    // The current page is already shown: pressing it changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(4);
  },
};

/** Page 1 of 3: every page, no ellipsis, and no way back. */
export const FirstOfThree: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(sequence(canvasElement)).toBe('1 2 3');
    await expect(canvas.queryByText('More pages')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The last page: next is disabled. */
export const LastPage: Story = {
  args: { page: 10, pageCount: 10 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(sequence(canvasElement)).toBe('1 … 9 10');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** Keeping its own page: the window of pages moves with it. */
export const Stateful: Story = {
  args: { page: 4 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(sequence(canvasElement)).toBe('1 … 3 4 5 … 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(sequence(canvasElement)).toBe('1 2 3 4 … 10'));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(sequence(canvasElement)).toBe('1 2 … 10'));
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const KeyboardNavigation: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const third = canvas.getByRole('button', { name: 'Page 3' });
    await expect(third).toHaveFocus();
    await expect(third).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'ترقيم الصفحات',
    previousLabel: 'السابق',
    nextLabel: 'التالي',
    pageLabel: (n: number) => `الصفحة ${n}`,
    ellipsisLabel: 'صفحات أخرى',
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'الصفحة 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

/** At 375 px the step buttons show only their chevrons; their names remain for screen readers. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
