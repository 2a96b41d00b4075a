/**
 * The shape of one language's word lists. Each entry is a regular-expression fragment written in
 * the normalised spelling (`normaliseText`): lower case, ASCII digits, Arabic without harakat, bare
 * alef, ha for ta marbuta, one space between words. An entry matches as a whole word.
 */
export interface WordLists {
  /** Money asked before the work starts: always a warning on its own. */
  deposit: string[];
  /** Visa, ticket, processing and other fees: always a warning on its own. */
  fee: string[];
  /** Remittance houses, payment apps and crypto: always a warning on its own. */
  moneyService: string[];
  /** Bank account talk (account number, IBAN, SWIFT): always a warning on its own. */
  bankAccount: string[];
  /** Nouns that are a money transfer by themselves ("bank transfer", "حوالة"). */
  transfer: string[];
  /** Verbs of paying or sending: a warning only with a money word or an amount. */
  paymentVerb: string[];
  /** What a payment verb must carry to be a request for money ("money", "المبلغ"). */
  moneyWord: string[];
  /** Words that make a sentence salary talk, which families and workers have every right to. */
  salaryContext: string[];
  /** Currency names and signs that make a number an amount of money. */
  currency: string[];
}
