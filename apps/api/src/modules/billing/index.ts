export { BillingService } from './service';
export { invoiceSeller } from './seller';
export {
  amountText,
  balanceOf,
  filsOf,
  matching,
  matchingAny,
  numericOf,
  pageOf,
} from './statements';
