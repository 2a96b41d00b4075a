import {
  creditNoteDocumentSample,
  creditNoteSample,
  invoiceDetailSample,
  refundedInvoiceDetailSample,
} from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../../mocks';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Credit notes',
  tags: ['!autodocs'],
  ...portalStory({
    path: `/dashboard/employer/credit-notes/${creditNoteDocumentSample.id}`,
    signedInAs: 'client',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const invoicePath = `/dashboard/employer/invoices/${invoiceDetailSample.id}`;
const creditNotePath = `/dashboard/employer/credit-notes/${creditNoteSample.id}`;

/** A refunded invoice lists its credit notes, each opening its own page, and the total refunded. */
export const RefundedInvoice: Story = {
  parameters: { portal: { path: invoicePath } },
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('employerInvoice', () => ({
        data: { invoice: refundedInvoiceDetailSample },
      })),
    );
  },
  play: async ({ canvas }) => {
    const refunds = await canvas.findByRole('region', { name: 'Refunds' }, PAGE_LOAD);
    const notes = within(refunds).getByRole('table');
    const row = within(notes).getByRole('row', { name: new RegExp(creditNoteSample.creditNoteNo) });
    await expect(row).toHaveTextContent('20 September 2026');
    await expect(row).toHaveTextContent(creditNoteSample.reason);
    await expect(row).toHaveTextContent(/AED\s?100\.00/);
    await expect(
      within(row).getByRole('link', { name: `View credit note ${creditNoteSample.creditNoteNo}` }),
    ).toHaveAttribute('href', creditNotePath);
    await expect(within(refunds).getByText(/^Refunded AED\s?100\.00 in all\.$/)).toBeVisible();
  },
};

/**
 * The printable tax credit note: the seller's TRN, the invoice it corrects, the refund before VAT,
 * its VAT and its total, and the way back to the invoice.
 */
export const CreditNote: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: `Tax Credit Note ${creditNoteDocumentSample.creditNoteNo}` },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(`TRN ${creditNoteDocumentSample.seller.trn}`)).toBeVisible();
    await expect(canvas.getByText(creditNoteDocumentSample.invoiceNo)).toBeVisible();
    const row = (name: string) => canvas.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Amount before VAT')).toHaveTextContent(/AED\s?95\.24/);
    await expect(row('VAT \\(5%\\)')).toHaveTextContent(/AED\s?4\.76/);
    await expect(row('Total including VAT')).toHaveTextContent(/AED\s?100\.00/);
    await expect(canvas.getByText(`Reason: ${creditNoteDocumentSample.reason}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute(
      'href',
      invoicePath,
    );
  },
};

/** The credit note in Arabic, right to left. */
export const CreditNoteArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: `إشعار دائن ضريبي ${creditNoteDocumentSample.creditNoteNo}` },
        PAGE_LOAD,
      ),
    ).toBeVisible();
  },
};

export const CreditNoteNotFound: Story = {
  parameters: { portal: { path: '/dashboard/employer/credit-notes/999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Credit note not found' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/dashboard/employer/invoices',
    );
  },
};
