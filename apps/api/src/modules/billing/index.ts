export { BillingService } from './service';
export {
  aedOf,
  amountText,
  balanceOf,
  filsOf,
  filsOfAmount,
  matching,
  matchingAny,
  numericOf,
  pageOf,
} from './statements';
