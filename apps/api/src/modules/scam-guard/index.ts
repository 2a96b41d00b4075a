/**
 * The scam guard: reads a conversation message for the signs of staged-payment scams and hides
 * phone numbers typed into it. Pure functions over text, no database, so conversations (and any
 * other place people type) call them before a message is stored or shown. Decision 0031.
 */

/**
 * Flags a message that asks for money outside Bayti (deposits, fees, transfers, remittance houses,
 * bank accounts, IBANs) or carries a link, so the reader can be warned before she pays a fake
 * agency or worker. Salary talk is not flagged: families and workers must be free to discuss it.
 */
export { scanMessage } from './scan-message';

/** Why a message was flagged and what a scan answers, for the callers that store or show it. */
export type { ScamReason, ScanResult } from './scan-message';

/**
 * Hides phone numbers typed into a message, so contact details are not handed over in chat
 * (where a scam usually moves on to WhatsApp) outside the paid access that reveals them.
 */
export { maskPhones } from './phones';

/** The placeholder a masked phone number becomes, for callers and tests that look for it. */
export { PHONE_MASK } from './phones';
