import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountsPage, agencyAccountsSample } from '../../../mocks/agency-accounts';
import { answering } from '../../../mocks/agency-lists';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Accounts',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/accounts', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Accounts' }, PAGE_LOAD);
    await expect(await within(table).findByText('Grace Akinyi')).toBeVisible();
    for (const header of [
      'Candidate',
      'Position',
      'Deployed Country',
      'Amount Payable',
      'Paid',
      'Balance',
      'Candidate Add On',
      'Last Updated On',
      'Selection Date',
      'Recruitment Status',
    ]) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByTestId('account-total-balance')).toHaveTextContent('17,750.50');
    // The refunds of its returned placements count in the agency's totals (decision 0026).
    await expect(canvas.getByTestId('account-total-refundsDue')).toHaveTextContent('9,890.41');
    await expect(canvas.getByTestId('account-total-refundsPaid')).toHaveTextContent('4,750.00');
  },
};

/** The refund cases of the agency's placements, under its accounts, with a countdown each. */
export const Refunds: Story = {
  play: async ({ canvas }) => {
    const refunds = await canvas.findByRole('table', { name: 'Refund cases' }, PAGE_LOAD);
    await expect(within(refunds).getByText('Overdue by 4 days')).toBeVisible();
    await expect(within(refunds).getByText('9 days left')).toBeVisible();
    await expect(canvas.getByTestId('refund-total-due')).toHaveTextContent('9,890.41');
    await userEvent.click(
      within(refunds).getByRole('button', { name: 'Record refund paid, Rosa Dela Cruz' }),
    );
    const dialog = await findOpenDialog('Refund paid for Rosa Dela Cruz');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Payment reference/ }),
      'TRF-10422',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await expect(
      await canvas.findByText('The refund for Rosa Dela Cruz is recorded as paid.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const RecordPayment: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Record payment, Rosa Dela Cruz' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Record a payment: Rosa Dela Cruz');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '1.234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await expect(
      await within(dialog).findByText('Enter an amount above 0 with at most 2 decimals'),
    ).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Amount/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await expect(
      await canvas.findByText(/Payment of .*500\.00 recorded for Rosa Dela Cruz\./, {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

const completed = answering('agencyAccounts', (query) =>
  accountsPage(
    agencyAccountsSample.filter((row) => row.recruitmentStatus === 'Completed'),
    query,
  ),
);

/** The status filter of the URL reaches the server; the screen shows its rows and totals. */
export const Completed: Story = {
  parameters: { portal: { path: '/dashboard/agency/accounts?status=Completed' } },
  beforeEach: completed.beforeEach,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Accounts' }, PAGE_LOAD);
    await expect(await within(table).findByText('Liza Santos')).toBeVisible();
    await expect(within(table).queryByText('Grace Akinyi')).toBeNull();
    await expect(completed.asked[0]).toMatchObject({ status: 'Completed', page: 1 });
  },
};

export const Invoice: Story = {
  parameters: { portal: { path: '/dashboard/agency/invoices/102' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invoice AGR-000102' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      canvas.getByText(/no recruitment fee or cost may be charged to the worker/),
    ).toBeVisible();
    await expect(canvas.getByTestId('invoice-balance')).toHaveTextContent('3,500.00');
  },
};

export const AccountsArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'الحسابات' }, PAGE_LOAD)).toBeVisible();
  },
};
