import {
  CONTRACT_MESSAGE_PARAMS,
  CONTRACT_MESSAGES,
  contractText,
  fieldErrorsFromIssues,
  type ContractMessageId,
  type FieldErrors,
} from '@bayti/data/contract';
import { z } from 'zod';
import type { MessageLocale } from './locale';
import { say, translate, type Said } from './translate';

/**
 * What a field error says: a catalogue message, or a zod issue the contract did not word (zod's
 * own message, which zod translates).
 */
export type FieldMessage = Said | { readonly issue: z.core.$ZodIssue };
export type FieldMessages = Readonly<Record<string, FieldMessage>>;

/**
 * The contract's messages by the English its schemas write (contractText), so a zod issue leads
 * back to its id. Derived from CONTRACT_MESSAGES, which is keyed by id: the one place the
 * contract's messages are named (docs/decisions/0019).
 */
const CONTRACT_IDS = new Map(
  (Object.keys(CONTRACT_MESSAGES) as ContractMessageId[]).map((id) => [contractText(id), id]),
);

/** The catalogue message of an issue a contract schema worded; undefined for zod's own. */
export function saidOfIssue(issue: z.core.$ZodIssue): Said | undefined {
  const id = CONTRACT_IDS.get(issue.message);
  if (id === undefined) return undefined;
  const params = CONTRACT_MESSAGE_PARAMS[id];
  return params ? { id, params } : { id };
}

/** Field messages from zod issues, under the field keys the contract gives them. */
export function fieldMessagesFromIssues(issues: readonly z.core.$ZodIssue[]): FieldMessages {
  // The contract names the fields (and keeps the first issue of each): let it, on the indexes.
  const keyed = fieldErrorsFromIssues(issues.map((issue, at) => ({ ...issue, message: `${at}` })));
  return Object.fromEntries(
    Object.entries(keyed).map(([key, at]) => {
      const issue = issues[Number(at)]!;
      return [key, saidOfIssue(issue) ?? { issue }];
    }),
  );
}

const zodArabic = z.locales.ar();

/**
 * zod's own message of an issue in the caller's language. Type errors get a plain sentence, since
 * the issue no longer carries the value zod would describe.
 */
function zodIssueText(issue: z.core.$ZodIssue, locale: MessageLocale): string {
  if (locale === 'en') return issue.message;
  if (issue.code === 'invalid_type') return translate(locale, 'error.invalidValue');
  const translated = zodArabic.localeError(issue as Parameters<typeof zodArabic.localeError>[0]);
  if (typeof translated === 'string') return translated;
  return translated?.message ?? issue.message;
}

/** A field message in the caller's language. */
export const fieldText = (message: FieldMessage, locale: MessageLocale): string =>
  'issue' in message ? zodIssueText(message.issue, locale) : say(locale, message);

/** The envelope's `fields`: every field's message in the caller's language. */
export function fieldTexts(fields: FieldMessages, locale: MessageLocale): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key, fieldText(message, locale)]),
  );
}
