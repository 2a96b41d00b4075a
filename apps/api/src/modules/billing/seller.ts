import type { BankAccount, InvoiceSeller } from '@bayti/data/contract';
import type { AppConfig } from '../../config';

/** Who issues Bayti's tax invoices and where families pay them. */
export interface InvoiceIssuer {
  seller: InvoiceSeller;
  bank: BankAccount;
}

/**
 * From the configuration: the legal name, address and TRN (SELLER_*) with the support address
 * and site of the Contact page, and the account for bank transfers (BANK_*).
 */
export const invoiceIssuer = ({
  seller,
  bank,
}: Pick<AppConfig, 'seller' | 'bank'>): InvoiceIssuer => ({
  seller: { ...seller, email: 'support@bayti.ae', website: 'https://bayti.ae' },
  bank,
});
