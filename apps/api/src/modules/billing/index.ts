export { BillingService } from './service';
export {
  aedOf,
  amountText,
  balanceOf,
  filsOf,
  filsOfAmount,
  matching,
  numericOf,
  pageOf,
} from './statements';
