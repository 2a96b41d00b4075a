import {
  OFFER_NOTE_MAX,
  type AnswerOfferBody,
  type OfferDeclineReason,
} from '@bayti/data/contract';
import type { Checked } from '../shared/forms/checked-form';

export interface DeclineDraft {
  reason: OfferDeclineReason | '';
  note: string;
}

export interface DeclineWords {
  reasonRequired: string;
  noteTooLong: string;
}

/**
 * The answer a Decline sends: a reason is required, the note is optional and at most
 * OFFER_NOTE_MAX characters (the contract's limits; the server checks the same).
 */
export function checkDecline(draft: DeclineDraft, words: DeclineWords): Checked<AnswerOfferBody> {
  const note = draft.note.trim();
  const errors: Record<string, string> = {};
  if (!draft.reason) errors.reason = words.reasonRequired;
  if (note.length > OFFER_NOTE_MAX) errors.note = words.noteTooLong;
  if (Object.keys(errors).length > 0 || !draft.reason) return { errors };
  return {
    body: { answer: 'decline', reason: draft.reason, ...(note ? { note } : {}) },
  };
}
