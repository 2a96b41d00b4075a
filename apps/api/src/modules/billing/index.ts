export { BillingService } from './service';
export { invoiceIssuer } from './seller';
export {
  amountText,
  balanceOf,
  filsOf,
  matching,
  matchingAny,
  numericOf,
  pageOf,
} from './statements';
