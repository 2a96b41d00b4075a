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
