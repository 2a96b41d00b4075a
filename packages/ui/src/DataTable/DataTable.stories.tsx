import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { DataTable, type DataTableProps } from './DataTable';

type PaymentStatus = 'paid' | 'pending' | 'overdue';

interface Invoice {
  id: string;
  number: string;
  date: string;
  nationality: string;
  amount: number;
  status: PaymentStatus;
}

const nationalities = ['Filipino', 'Kenyan', 'Ugandan', 'Indian', 'Sri Lankan', 'Indonesian'];
const statuses: PaymentStatus[] = ['paid', 'pending', 'paid', 'overdue', 'pending', 'paid', 'paid'];
const amounts = [2450, 1800.5, 3120, 995, 2200, 1500, 2875.25];

/** Deterministic sample invoices: INV-1042, INV-1043... */
function makeInvoices(count: number): Invoice[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    number: `INV-${1042 + index}`,
    date: `2025-${String(3 + Math.floor(index / 4)).padStart(2, '0')}-${String(10 + ((index * 3) % 18)).padStart(2, '0')}`,
    nationality: nationalities[index % nationalities.length]!,
    amount: amounts[index % amounts.length]!,
    status: statuses[index % statuses.length]!,
  }));
}

const invoices = makeInvoices(6);
const manyInvoices = makeInvoices(14);

const tone = { paid: 'success', pending: 'warning', overdue: 'danger' } as const;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const column = createColumnHelper<Invoice>();
const columns = [
  column.display({ id: 'index', header: 'Sl/No.', cell: ({ row }) => row.index + 1 }),
  column.accessor('number', { header: 'Invoice No' }),
  column.accessor('date', { header: 'Invoice Date' }),
  column.accessor('nationality', { header: 'Nationality' }),
  column.accessor((row) => `AED ${row.amount.toFixed(2)}`, {
    id: 'amount',
    header: 'Amount',
    sortingFn: (a, b) => a.original.amount - b.original.amount,
    meta: { align: 'end' },
  }),
  column.display({
    id: 'invoice',
    header: 'Invoice',
    cell: ({ row }) => (
      <Button size="sm" variant="secondary" aria-label={`View ${row.original.number}`}>
        View
      </Button>
    ),
  }),
  column.accessor((row) => capitalise(row.status), {
    id: 'status',
    header: 'Payment Status',
    cell: ({ row, getValue }) => (
      <StatusBadge tone={tone[row.original.status]}>{getValue()}</StatusBadge>
    ),
  }),
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Invoice>,
  args: {
    columns,
    data: invoices,
    label: 'Invoices',
    getRowId: (row: Invoice) => row.id,
    searchLabel: 'Search invoices',
    searchPlaceholder: 'Search',
    searchClearLabel: 'Clear search',
    loadingText: 'Loading...',
    emptyText: 'Sorry! No Result Found',
    onSearchChange: fn(),
    onSortingChange: fn(),
  },
} satisfies Meta<typeof DataTable<Invoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of the first body row. */
const firstRow = (canvasElement: HTMLElement) => {
  const [, row] = within(canvasElement).getAllByRole('row');
  if (!row) throw new Error('The table has no body row');
  return within(row);
};

const bodyRowCount = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('row').length - 1;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Invoices' })).toBeVisible();
    await expect(bodyRowCount(canvasElement)).toBe(invoices.length);
    await expect(canvas.getByRole('columnheader', { name: /Invoice No/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    // Display columns (the View buttons) are not sortable.
    await expect(canvas.getByRole('columnheader', { name: 'Invoice' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const Sorted: Story = {
  args: { defaultSorting: [{ id: 'amount', desc: true }] },
  play: async ({ args, canvas, canvasElement }) => {
    const amount = canvas.getByRole('columnheader', { name: /Amount/ });
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow(canvasElement).getByText('INV-1044')).toBeVisible();

    const nationality = canvas.getByRole('button', { name: 'Nationality' });
    await userEvent.click(nationality);
    const header = canvas.getByRole('columnheader', { name: /Nationality/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    await expect(firstRow(canvasElement).getByText('Filipino')).toBeVisible();
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([
      { id: 'nationality', desc: false },
    ]);

    await userEvent.click(nationality);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow(canvasElement).getByText('Ugandan')).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search invoices' });
    await userEvent.type(search, 'kEnYaN');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('kEnYaN');
    await expect(bodyRowCount(canvasElement)).toBe(1);
    await expect(firstRow(canvasElement).getByText('INV-1043')).toBeVisible();

    // Formatted amounts and statuses are searched too.
    await userEvent.clear(search);
    await userEvent.type(search, 'overdue');
    await expect(bodyRowCount(canvasElement)).toBe(1);
    await expect(firstRow(canvasElement).getByText('INV-1045')).toBeVisible();

    await userEvent.clear(search);
    await expect(bodyRowCount(canvasElement)).toBe(invoices.length);
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search invoices' }), 'Ethiopian');
    await expect(canvas.getByText('Sorry! No Result Found')).toBeVisible();
    await expect(canvas.queryByText('INV-1042')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sorry! No Result Found')).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  args: {
    data: [],
    emptyText: 'No candidates found',
    emptyHint: 'Try adjusting your filters to see more results',
    emptyAction: (
      <Button variant="secondary" size="sm" onPress={fn()}>
        Clear All Filters
      </Button>
    ),
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The shown rows are the last answer while the next one loads: busy, dimmed and out of reach. */
export const Updating: Story = {
  args: { isUpdating: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelector('tbody')).toHaveAttribute('inert');
  },
};

export const WithToolbar: Story = {
  args: {
    showLabel: true,
    toolbar: (
      <>
        <Button variant="secondary">Clear</Button>
        <Button>
          <Download aria-hidden size={16} />
          Invoice Download
        </Button>
      </>
    ),
  },
};

/** How an app uses the tabs: it keeps the active tab and filters the rows itself. */
function InvoicesByStatus(props: DataTableProps<Invoice>) {
  const [tab, setTab] = useState('all');
  const rows = tab === 'all' ? props.data : props.data.filter((row) => row.status === tab);
  return (
    <DataTable
      {...props}
      data={rows}
      activeTab={tab}
      tabCount={rows.length}
      onTabChange={(id) => {
        setTab(id);
        props.onTabChange?.(id);
      }}
    />
  );
}

export const WithStatusTabs: Story = {
  args: {
    data: manyInvoices,
    tabsLabel: 'Payment status',
    tabs: [
      { id: 'all', label: 'All' },
      { id: 'paid', label: 'Paid' },
      { id: 'pending', label: 'Pending' },
      { id: 'overdue', label: 'Overdue' },
    ],
    onTabChange: fn(),
  },
  render: (args) => <InvoicesByStatus {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const all = canvas.getByRole('tab', { name: /All/ });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(all).toHaveTextContent('14');
    await expect(canvas.getByRole('tab', { name: /Paid/ })).toHaveTextContent(/^Paid$/);

    await userEvent.click(canvas.getByRole('tab', { name: /Pending/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('pending');
    const pending = canvas.getByRole('tab', { name: /Pending/ });
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await expect(pending).toHaveTextContent('4');
    await expect(canvas.getByRole('tab', { name: /All/ })).toHaveTextContent(/^All$/);
    await expect(bodyRowCount(canvasElement)).toBe(4);
    await expect(canvas.getByRole('tabpanel')).toContainElement(canvas.getByRole('table'));
  },
};

export const WithPages: Story = {
  args: {
    data: manyInvoices,
    pagination: {
      pageSize: 5,
      label: 'Invoice pages',
      previousLabel: 'Previous',
      nextLabel: 'Next',
      pageLabel: (page) => `Page ${page}`,
    },
    summary: ({ from, to, total }) => `Showing ${from} to ${to} of ${total} entries`,
    onPageChange: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(bodyRowCount(canvasElement)).toBe(5);
    await expect(canvas.getByText('Showing 1 to 5 of 14 entries')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(firstRow(canvasElement).getByText('INV-1047')).toBeVisible();
    await expect(canvas.getByText('Showing 6 to 10 of 14 entries')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(bodyRowCount(canvasElement)).toBe(4);
    await expect(canvas.getByText('Showing 11 to 14 of 14 entries')).toBeVisible();

    // A search goes back to the first page.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search invoices' }), 'paid');
    await expect(canvas.getByText('Showing 1 to 5 of 8 entries')).toBeVisible();
  },
};

export const WithSummary: Story = {
  args: {
    summary: ({ from, to, total }) => `Showing ${from} to ${to} of ${total} entries`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1 to 6 of 6 entries')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search invoices' }), 'Ken');
    await waitFor(() => expect(canvas.getByText('Showing 1 to 1 of 1 entries')).toBeVisible());
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    summary: ({ from, to, total }) => `Showing ${from} to ${to} of ${total} entries`,
    toolbar: <Button variant="secondary">Clear</Button>,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Invoices' });
    // The table keeps its columns and scrolls sideways instead.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

const arabicStatus = { paid: 'مدفوعة', pending: 'قيد الانتظار', overdue: 'متأخرة' } as const;
const arabicNationality: Record<string, string> = {
  Filipino: 'فلبينية',
  Kenyan: 'كينية',
  Ugandan: 'أوغندية',
  Indian: 'هندية',
  'Sri Lankan': 'سريلانكية',
  Indonesian: 'إندونيسية',
};
const arabicColumns = [
  column.display({ id: 'index', header: 'الرقم', cell: ({ row }) => row.index + 1 }),
  column.accessor('number', { header: 'رقم الفاتورة' }),
  column.accessor('date', { header: 'تاريخ الفاتورة' }),
  column.accessor((row) => arabicNationality[row.nationality] ?? row.nationality, {
    id: 'nationality',
    header: 'الجنسية',
  }),
  column.accessor((row) => `${row.amount.toFixed(2)} درهم`, {
    id: 'amount',
    header: 'المبلغ',
    sortingFn: (a, b) => a.original.amount - b.original.amount,
    meta: { align: 'end' },
  }),
  column.accessor((row) => arabicStatus[row.status], {
    id: 'status',
    header: 'حالة الدفع',
    cell: ({ row, getValue }) => (
      <StatusBadge tone={tone[row.original.status]}>{getValue()}</StatusBadge>
    ),
  }),
];

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    columns: arabicColumns,
    data: manyInvoices,
    label: 'الفواتير',
    showLabel: true,
    searchLabel: 'ابحث في الفواتير',
    searchPlaceholder: 'بحث',
    searchClearLabel: 'امسح البحث',
    emptyText: 'عذرًا! لا توجد نتائج',
    defaultSorting: [{ id: 'amount', desc: false }],
    tabsLabel: 'حالة الدفع',
    tabs: [
      { id: 'all', label: 'الكل' },
      { id: 'paid', label: 'مدفوعة' },
      { id: 'pending', label: 'قيد الانتظار' },
      { id: 'overdue', label: 'متأخرة' },
    ],
    onTabChange: fn(),
    pagination: {
      pageSize: 5,
      label: 'صفحات الفواتير',
      previousLabel: 'السابق',
      nextLabel: 'التالي',
      pageLabel: (page) => `الصفحة ${page}`,
    },
    summary: ({ from, to, total }) => `عرض ${from} إلى ${to} من ${total} إدخالات`,
  },
  render: (args) => <InvoicesByStatus {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث في الفواتير' }), 'كينية');
    await expect(canvas.getByText('عرض 1 إلى 3 من 3 إدخالات')).toBeVisible();
  },
};
