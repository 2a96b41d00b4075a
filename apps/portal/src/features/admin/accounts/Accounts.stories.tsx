import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockAdminInvoices, mockAdminOrders } from '../../../mocks/admin-accounts';
import { fixturePage } from '../../../mocks/fixture-page';
import { mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Accounts',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/orders', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const [order] = mockAdminOrders;
const pending = mockAdminInvoices.find((invoice) => invoice.paymentStatus === 'PENDING');
if (!order || !pending) throw new Error('The fixtures have no order or pending invoice.');

export const Orders: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Orders');
    const table = await canvas.findByRole('table', { name: 'Orders' }, PAGE_LOAD);
    await expect(await within(table).findByText(order.orderNo)).toBeVisible();
    for (const column of ['Order No.', 'Client', 'Amount (AED)', 'Recruitment Status']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(within(table).getAllByText('8,200.00')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Order Download' })).toBeEnabled();
  },
};

const ordersAsked: { search?: string | undefined }[] = [];

/** The search reaches the server; the screen shows what it answers, and Clear asks again. */
export const OrdersSearched: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/admin/orders?search=nothing-matches' } },
  beforeEach: ({ msw }) => {
    ordersAsked.length = 0;
    msw.use(
      mockSignedInEndpoint('adminOrders', ({ query }) => {
        ordersAsked.push(query);
        return { data: fixturePage(query.search ? [] : mockAdminOrders, query) };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sorry! No Result Found', {}, PAGE_LOAD)).toBeVisible();
    await expect(ordersAsked[0]).toMatchObject({ search: 'nothing-matches' });
    await expect(canvas.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByText(order.orderNo, {}, PAGE_LOAD)).toBeVisible();
  },
};

export const Invoices: Story = {
  parameters: { portal: { path: '/dashboard/admin/invoices' } },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Invoice');
    const table = await canvas.findByRole('table', { name: 'Invoices' }, PAGE_LOAD);
    await expect(await within(table).findByText(pending.invoiceNo)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invoice Download' })).toBeEnabled();
    await expect(
      within(table).getByRole('button', { name: `Download ${pending.invoiceNo} as PDF` }),
    ).toBeEnabled();
  },
};

/**
 * Record payment: the bank transfer as the statement shows it. An amount short of the total is
 * refused under its field, with what was typed kept; the full total is recorded.
 */
export const RecordPayment: Story = {
  parameters: { portal: { path: '/dashboard/admin/invoices' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Record payment ${pending.invoiceNo}` }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Record the payment of ${pending.invoiceNo}`,
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: 'Method' })).toHaveValue('Bank transfer');
    // Nothing typed: the amount and the reference are asked for before anything is sent.
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await expect(await form.findByText('Enter the amount in AED, like 245.00')).toBeVisible();
    const amount = form.getByRole('textbox', { name: /Amount received/ });
    await userEvent.type(amount, String(pending.amount - 1));
    await userEvent.type(form.getByRole('textbox', { name: /Reference/ }), 'FT2611250042');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await expect(await form.findByText(/is not the invoice total/, {}, PAGE_LOAD)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Reference/ })).toHaveValue('FT2611250042');
    await userEvent.clear(amount);
    await userEvent.type(amount, pending.amount.toFixed(2));
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(
      await canvas.findByText(
        `The payment of invoice ${pending.invoiceNo} is recorded.`,
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
  },
};

const paid = mockAdminInvoices.find(
  (invoice) => invoice.paymentStatus === 'PAID' && invoice.refunded === 0,
);
const partlyRefunded = mockAdminInvoices.find((invoice) => invoice.refunded > 0);
if (!paid || !partlyRefunded) throw new Error('The mocks have no paid or refunded invoice.');

/** Open Refund on a paid invoice: all that is left by default, a reason asked for. */
const openRefund = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  invoiceNo: string,
  names = { button: `Refund ${invoiceNo}`, dialog: `Refund ${invoiceNo}` },
) => {
  await userEvent.click(await canvas.findByRole('button', { name: names.button }, PAGE_LOAD));
  const dialog = await screen.findByRole('dialog', { name: names.dialog });
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, form: within(dialog) };
};

/** A paid invoice refunded in part shows what was refunded beside its Refund button. */
export const RefundDialog: Story = {
  parameters: { portal: { path: '/dashboard/admin/invoices' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Invoices' }, PAGE_LOAD);
    await expect(await within(table).findByText(/^Refunded AED\s100\.00$/)).toBeVisible();
    const { form } = await openRefund(canvas, partlyRefunded.invoiceNo);
    await expect(
      form.getByRole('radio', { name: /^All that is left \(AED\s395\.00\)$/ }),
    ).toBeChecked();
    await expect(form.queryByRole('textbox', { name: /Amount to refund/ })).toBeNull();
    // Nothing typed: the reason is asked for before anything is sent.
    await userEvent.click(form.getByRole('button', { name: 'Refund' }));
    await expect(await form.findByText('Please fill in this field')).toBeVisible();
  },
};

/**
 * Part of a paid invoice: more than what is left is refused under the amount, with what was
 * typed kept; a right amount refunds it and says which credit note was issued.
 */
export const RefundInPart: Story = {
  parameters: { portal: { path: '/dashboard/admin/invoices' } },
  play: async ({ canvas }) => {
    const { dialog, form } = await openRefund(canvas, paid.invoiceNo);
    await userEvent.click(form.getByRole('radio', { name: 'Part of it' }));
    const amount = await form.findByRole('textbox', { name: /Amount to refund/ });
    await userEvent.type(amount, (paid.amount + 1).toFixed(2));
    await userEvent.type(
      form.getByRole('textbox', { name: /Reason/ }),
      'The family cancelled in the first week',
    );
    await userEvent.click(form.getByRole('button', { name: 'Refund' }));
    await expect(
      await form.findByText(/is more than what is left to refund/, {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Reason/ })).toHaveValue(
      'The family cancelled in the first week',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(form.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(
      await canvas.findByText(
        `Invoice ${paid.invoiceNo} is refunded: credit note CN-2026-000010 is issued.`,
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
  },
};

/** The dialog in Arabic, right to left. */
export const RefundDialogArabic: Story = {
  parameters: { portal: { path: '/dashboard/admin/invoices' } },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const { form } = await openRefund(canvas, partlyRefunded.invoiceNo, {
      button: `استرداد ${partlyRefunded.invoiceNo}`,
      dialog: `استرداد مبلغ الفاتورة ${partlyRefunded.invoiceNo}`,
    });
    await userEvent.click(form.getByRole('radio', { name: 'جزء منه' }));
    await expect(await form.findByRole('textbox', { name: /المبلغ المسترد/ })).toBeVisible();
  },
};
