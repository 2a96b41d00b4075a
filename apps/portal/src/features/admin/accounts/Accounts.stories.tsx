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
  },
};

export const MarkPaid: Story = {
  parameters: { portal: { path: '/dashboard/admin/invoices' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Mark Paid ${pending.invoiceNo}` }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Record the payment' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(
      await canvas.findByText(`Invoice ${pending.invoiceNo} is marked paid.`, {}, PAGE_LOAD),
    ).toBeVisible();
  },
};
