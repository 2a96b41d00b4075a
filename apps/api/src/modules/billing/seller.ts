import type { InvoiceSeller } from '@bayti/data/contract';
import type { AppConfig } from '../../config';

/**
 * Who issues Bayti's tax invoices: the configured legal name, address and TRN (SELLER_*), and
 * the support address and site of the Contact page.
 */
export const invoiceSeller = ({ name, address, trn }: AppConfig['seller']): InvoiceSeller => ({
  name,
  address,
  trn,
  email: 'support@bayti.ae',
  website: 'https://bayti.ae',
});
