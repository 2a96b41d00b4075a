import { downloadAdminInvoicePdf } from '@bayti/data/client';
import type { AdminInvoiceRow } from '@bayti/data/contract';
import { createColumnHelper } from '@bayti/ui';
import { api } from '../../../api';
import { InvoicePdfButton } from '../../shared/invoice/InvoicePdfButton';
import type { OfficeText } from '../office/use-office-text';

const column = createColumnHelper<AdminInvoiceRow>();

/** Accounts > Invoice's Tax Invoice column: each family's invoice as a PDF, in the admin's language. */
export const invoicePdfColumn = ({ t, locale }: OfficeText) =>
  column.display({
    id: 'pdf',
    header: t.accounts.columns.pdf,
    cell: ({ row: { original: invoice } }) => (
      <InvoicePdfButton
        size="sm"
        download={() => downloadAdminInvoicePdf(api, invoice.id, locale)}
        fileName={`${invoice.invoiceNo}.pdf`}
        label={t.accounts.invoicePdf}
        ariaLabel={t.accounts.invoicePdfLabel(invoice.invoiceNo)}
        failure={t.accounts.invoicePdfFailed}
      />
    ),
  });
