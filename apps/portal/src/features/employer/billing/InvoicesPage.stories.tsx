import { bankAccountSample, familyInvoicesSample, invoiceDetailSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { apiError, mockSignedInEndpoint, mockUrl } from '../../../mocks';
import { onePage } from '../../../mocks/employer';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Invoices',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer/invoices', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const [first] = familyInvoicesSample;
if (!first) throw new Error('The fixtures have no invoice.');

export const Invoices: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your invoices' }, PAGE_LOAD);
    await expect(await within(table).findByText(first.invoiceNo)).toBeVisible();
    for (const column of [
      'Sl/No.',
      'Invoice No',
      'Invoice Date',
      'Nationality',
      'Amount (AED)',
      'Invoice',
      'Payment Status',
    ]) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(within(table).getByText(first.amount.toFixed(2))).toBeVisible();
    await expect(within(table).getByText('Paid')).toBeVisible();
    await expect(
      within(table).getByRole('button', { name: `Download invoice ${first.invoiceNo} as PDF` }),
    ).toBeEnabled();
  },
};

/** What the screen asked the invoices for, in order. */
const invoicesAsked: { search?: string | undefined }[] = [];

/** The search reaches the server; the screen shows what it answers, nothing, then all again. */
export const NoResult: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/employer/invoices?search=nothing-matches' } },
  beforeEach: ({ msw }) => {
    invoicesAsked.length = 0;
    msw.use(
      mockSignedInEndpoint('employerInvoices', ({ query }) => {
        invoicesAsked.push(query);
        return { data: onePage(query.search ? [] : familyInvoicesSample) };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sorry! No Result Found', {}, PAGE_LOAD)).toBeVisible();
    await expect(invoicesAsked[0]).toMatchObject({ search: 'nothing-matches' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByText(first.invoiceNo, {}, PAGE_LOAD)).toBeVisible();
    await expect(invoicesAsked.at(-1)?.search).toBeUndefined();
  },
};

export const PrintableInvoice: Story = {
  parameters: { portal: { path: `/dashboard/employer/invoices/${invoiceDetailSample.id}` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: `Tax Invoice ${invoiceDetailSample.invoiceNo}` },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await expect(canvas.getByText('Paid on 15 September 2026')).toBeVisible();
    await expect(
      canvas.getByText(`Paid by bank transfer, reference ${invoiceDetailSample.invoiceNo}.`),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
    // A UAE tax invoice: the seller's TRN, the amount before VAT, 5 % VAT and the total.
    await expect(canvas.getByText(`TRN ${invoiceDetailSample.seller.trn}`)).toBeVisible();
    const row = (name: string) => canvas.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Amount before VAT')).toHaveTextContent(/AED\s?233\.33/);
    await expect(row('VAT \\(5%\\)')).toHaveTextContent(/AED\s?11\.67/);
    await expect(row('Total including VAT')).toHaveTextContent(/AED\s?245\.00/);
    await expect(canvas.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/dashboard/employer/invoices',
    );
  },
};

/** Unpaid: where to transfer the total and the reference to quote; no payment yet. */
export const UnpaidInvoice: Story = {
  parameters: { portal: { path: `/dashboard/employer/invoices/${invoiceDetailSample.id}` } },
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('employerInvoice', () => ({
        data: {
          invoice: {
            ...invoiceDetailSample,
            paymentStatus: 'Pending',
            paidAt: null,
            accessPeriod: null,
            payment: null,
            payBy: {
              reference: invoiceDetailSample.invoiceNo,
              bank: bankAccountSample,
              card: false,
            },
          },
        },
      })),
    );
  },
  play: async ({ canvas }) => {
    const payBy = await canvas.findByRole('region', { name: 'Pay by bank transfer' }, PAGE_LOAD);
    const fact = (term: string) =>
      within(payBy).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await expect(fact('IBAN')).toBe('AE07 0000 0000 0000 0000 000');
    await expect(fact('Reference')).toBe(invoiceDetailSample.invoiceNo);
    await expect(fact('Amount')).toMatch(/AED\s?245\.00/);
    await expect(canvas.getByText(/Awaiting payment/)).toBeVisible();
    await expect(canvas.queryByText(/^Paid by/)).toBeNull();
  },
};

const unpaid = {
  ...invoiceDetailSample,
  paymentStatus: 'Pending' as const,
  paidAt: null,
  accessPeriod: null,
  payment: null,
  payBy: { reference: invoiceDetailSample.invoiceNo, bank: bankAccountSample, card: true },
};

/**
 * Pay by card: Bayti asks for a Checkout session and the browser goes to Stripe's page (here a
 * hash on this page, which the story reads); a refusal is said and the button offered again.
 */
export const PayByCard: Story = {
  tags: ['no-screenshot'],
  parameters: { portal: { path: `/dashboard/employer/invoices/${invoiceDetailSample.id}` } },
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      mockSignedInEndpoint('employerInvoice', () => ({ data: { invoice: unpaid } })),
      mockSignedInEndpoint('startCardCheckout', () =>
        ++calls === 1
          ? apiError('conflict', 'Card payments are not available at the moment.')
          : { data: { url: `${window.location.href.split('#')[0]}#stripe-checkout` } },
      ),
    );
  },
  play: async ({ canvas }) => {
    const pay = await canvas.findByRole('button', { name: 'Pay by card' }, PAGE_LOAD);
    await userEvent.click(pay);
    await expect(
      await canvas.findByText('Card payments are not available at the moment.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(window.location.hash).toBe('#stripe-checkout'), PAGE_LOAD);
    window.history.replaceState(null, '', window.location.href.split('#')[0]);
  },
};

/**
 * Back from Checkout (?paid=card) before Stripe's event arrived: the page says the payment is
 * being confirmed and reads the invoice again until it is paid.
 */
export const BackFromCheckout: Story = {
  tags: ['no-screenshot'],
  parameters: {
    portal: { path: `/dashboard/employer/invoices/${invoiceDetailSample.id}?paid=card` },
  },
  beforeEach: ({ msw }) => {
    let reads = 0;
    msw.use(
      mockSignedInEndpoint('employerInvoice', () => ({
        data: { invoice: ++reads === 1 ? unpaid : invoiceDetailSample },
      })),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Stripe is confirming your card payment/, {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    await expect(await canvas.findByText('Paid on 15 September 2026', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.queryByText(/Stripe is confirming/)).toBeNull();
  },
};

/** What Download PDF asked for: the language of each request. */
const pdfAsked: (string | null)[] = [];

/**
 * Download PDF: the tax invoice in the reader's language, saved by the browser; a failure is said
 * beside the button, which stays to try again.
 */
export const DownloadPdf: Story = {
  tags: ['no-screenshot'],
  parameters: { portal: { path: `/dashboard/employer/invoices/${invoiceDetailSample.id}` } },
  beforeEach: ({ msw }) => {
    pdfAsked.length = 0;
    msw.use(
      http.get(mockUrl('employerInvoicePdf'), ({ request }) => {
        pdfAsked.push(new URL(request.url).searchParams.get('lang'));
        return pdfAsked.length === 1
          ? apiError('internal', 'Something went wrong. Please try again.')
          : new HttpResponse('%PDF-1.4\n%%EOF\n', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="bayti-tax-invoice.pdf"',
              },
            });
      }),
    );
  },
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('button', { name: 'Download PDF' }, PAGE_LOAD);
    await userEvent.click(download);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(pdfAsked).toEqual(['en', 'en']));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const InvoiceNotFound: Story = {
  parameters: { portal: { path: '/dashboard/employer/invoices/999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Invoice not found' }, PAGE_LOAD),
    ).toBeVisible();
  },
};
