export { BillingService } from './service';
export { invoiceIssuer } from './seller';
export { creditFamily, creditRecentRevealers, recordReveal } from './credits';
export { hasRunningPlan } from './plan-periods';
export { refundsOf } from './refunds-statements';
export {
  amountText,
  balanceOf,
  filsOf,
  matching,
  matchingAny,
  numericOf,
  pageOf,
} from './statements';
