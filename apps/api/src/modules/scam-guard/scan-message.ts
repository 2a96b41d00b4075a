import { MARKED_AMOUNT, PLAIN_AMOUNT } from './amounts';
import { UAE_IBAN } from './iban';
import { LINK } from './links';
import { listMatcher } from './matchers';
import { normaliseText } from './normalise';
import { phoneSpans } from './phones';

/** Why a message was flagged; the conversation screen words each reason in the reader's language. */
export type ScamReason =
  'amount' | 'deposit' | 'fee' | 'transfer' | 'money_service' | 'bank_account' | 'iban' | 'link';

export interface ScanResult {
  /** The message asks for money in a way Bayti's payments do not: every reason but `link`. */
  asksForMoney: boolean;
  hasLink: boolean;
  /** Each reason once, in the order of `ScamReason`. */
  reasons: ScamReason[];
}

const REASON_ORDER: ScamReason[] = [
  'amount',
  'deposit',
  'fee',
  'transfer',
  'money_service',
  'bank_account',
  'iban',
  'link',
];

const DEPOSIT = listMatcher('deposit');
const FEE = listMatcher('fee');
const MONEY_SERVICE = listMatcher('moneyService');
const BANK_ACCOUNT = listMatcher('bankAccount');
const TRANSFER = listMatcher('transfer');
const PAYMENT_VERB = listMatcher('paymentVerb');
const MONEY_WORD = listMatcher('moneyWord');
const SALARY_CONTEXT = listMatcher('salaryContext');

/**
 * What stands just before a payment verb when the writer speaks of her own paying ("I will pay
 * you", "we usually send") or warns against it ("never send", "لا تحول"): not a request.
 */
const NOT_A_REQUEST =
  /(?:^|[^\p{L}])(?:(?:i|we|i'll|we'll|i'd|we'd|i'm|we're)(?:\s(?:will|would|can|could|shall|usually|always|normally|also|already|just|do|did|am|are|was|were|have|had|gonna|going to|want to|like to|be))*|don't|do not|never|won't|will not|no need to|not|لا|لن|ما|مش|ممنوع)\s$/u;

/** Dates (2026-12-01, 01/12/2026) and times (10:30) hold digits that are no amount. */
const DATE_OR_TIME = /\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d{1,2}:\d{2}/gu;

/** Clauses: sentences, lines and comma-separated parts, so one clause's salary talk covers no other. */
const CLAUSE_BREAK = /[.!?;؟؛]+(?=\s|$)|,\s|\n/u;

const test = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** A payment verb used as a request: not preceded by a first person or a negation. */
function hasPaymentRequest(clause: string): boolean {
  return [...clause.matchAll(PAYMENT_VERB)].some(
    (verb) => !NOT_A_REQUEST.test(clause.slice(0, verb.index)),
  );
}

/** The reasons one clause gives. Salary talk silences the weak ones (see decision 0031). */
function clauseReasons(clause: string): ScamReason[] {
  const reasons: ScamReason[] = [];
  const strong = {
    fee: test(FEE, clause),
    money_service: test(MONEY_SERVICE, clause),
    bank_account: test(BANK_ACCOUNT, clause),
  } as const;
  for (const [reason, found] of Object.entries(strong))
    if (found) reasons.push(reason as ScamReason);

  if (!test(SALARY_CONTEXT, clause)) {
    const marked = MARKED_AMOUNT.test(clause);
    const plain = PLAIN_AMOUNT.test(clause);
    const request = hasPaymentRequest(clause) && (marked || plain || test(MONEY_WORD, clause));
    const deposit = test(DEPOSIT, clause);
    if (deposit) reasons.push('deposit');
    if (request || test(TRANSFER, clause)) reasons.push('transfer');
    if ((marked || plain) && reasons.length > 0) reasons.push('amount');
  }
  return reasons;
}

/**
 * Phone numbers, links, IBANs, dates and times are cut out before amounts are looked for, so their
 * digits are never read as money.
 */
function withoutDigitRuns(normalised: string): string {
  let text = normalised;
  for (const [start, end] of [...phoneSpans(text)].reverse()) {
    text = `${text.slice(0, start)} ${text.slice(end)}`;
  }
  return text.replace(LINK, ' ').replace(UAE_IBAN, ' ').replace(DATE_OR_TIME, ' ');
}

/**
 * Reads one message for the signs of a staged-payment scam: deposits, fees, transfers, money
 * services, bank accounts and IBANs, amounts beside any of them, and links.
 */
export function scanMessage(text: string): ScanResult {
  const normalised = normaliseText(text);
  const found = new Set<ScamReason>();
  if (test(UAE_IBAN, normalised)) found.add('iban');
  const hasLink = test(LINK, normalised);
  if (hasLink) found.add('link');
  for (const clause of withoutDigitRuns(normalised).split(CLAUSE_BREAK)) {
    for (const reason of clauseReasons(clause)) found.add(reason);
  }
  const reasons = REASON_ORDER.filter((reason) => found.has(reason));
  return {
    asksForMoney: reasons.some((reason) => reason !== 'link'),
    hasLink,
    reasons,
  };
}
