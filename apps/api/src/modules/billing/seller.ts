import type { InvoiceSeller } from '@bayti/data/contract';

/** Who issues Bayti's invoices, printed on each (the office of the Contact page). */
export const BAYTI_SELLER: InvoiceSeller = {
  name: 'Bayti',
  address: 'Business Bay, Dubai, United Arab Emirates',
  email: 'support@bayti.ae',
  website: 'https://bayti.ae',
};
