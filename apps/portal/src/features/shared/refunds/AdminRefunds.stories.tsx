import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../../mocks';
import { refundCasesOf } from '../../../mocks/refund-cases';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Refunds',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/refunds', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every case, overdue first, with the family, the agency and the totals due, overdue and paid. */
export const Cases: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Refund cases', level: 2 }, PAGE_LOAD),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Refund cases' });
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[1]!).getByText('Overdue by 4 days')).toBeVisible();
    await expect(within(rows[3]!).getByText(/Paid on/)).toBeVisible();
    for (const header of ['Worker', 'Family', 'Agency', 'Amount due', 'Due on', 'Status'])
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(canvas.getByTestId('refund-total-overdue')).toHaveTextContent('1');
    await expect(canvas.getByTestId('refund-total-paid')).toHaveTextContent('4,750.00');
  },
};

/** An admin records a refund the agency paid: the day and the reference; the server keeps who. */
export const RecordRefundPaid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Record refund paid, Grace Akinyi' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Refund paid for Grace Akinyi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await expect(await within(dialog).findByText('Please fill in this field')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Payment reference/ }),
      'TRF-99120',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await expect(
      await canvas.findByText('The refund for Grace Akinyi is recorded as paid.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('adminRefundCases', () => refundCasesOf([])));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Refund cases' }, PAGE_LOAD);
    await expect(within(table).getByText('No refund cases')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'حالات الاسترداد' }, PAGE_LOAD);
    await expect(within(table).getByText('متأخر 4 أيام')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'تسجيل دفع الاسترداد، Grace Akinyi' }),
    ).toBeVisible();
  },
};
