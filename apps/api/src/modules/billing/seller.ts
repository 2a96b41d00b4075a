import type { BankAccount, InvoiceSeller } from '@bayti/data/contract';
import type { AppConfig } from '../../config';

/** Who issues Bayti's tax invoices and where families pay them. */
export interface InvoiceIssuer {
  seller: InvoiceSeller;
  bank: BankAccount;
  /** Card payments are set up (STRIPE_*). */
  card: boolean;
}

/**
 * From the configuration: the legal name, address and TRN (SELLER_*) with the support address
 * and site of the Contact page, the account for bank transfers (BANK_*), and whether cards are
 * taken (STRIPE_*).
 */
export const invoiceIssuer = ({
  seller,
  bank,
  stripe,
}: Pick<AppConfig, 'seller' | 'bank' | 'stripe'>): InvoiceIssuer => ({
  seller: { ...seller, email: 'support@bayti.ae', website: 'https://bayti.ae' },
  bank,
  card: stripe !== undefined,
});
