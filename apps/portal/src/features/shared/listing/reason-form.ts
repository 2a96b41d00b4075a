import { MODERATION_REASON_MAX } from '@bayti/data/contract';
import type { Checked } from '../../shared/forms/checked-form';

/** What a moderation dialog holds while it is open. */
export interface ReasonDraft {
  reason: string;
  /** The dialog's checkbox, when it has one (e.g. "Also hide the profile"). */
  option: boolean;
}

/** What a moderation dialog sends: the reason as written (trimmed), and its checkbox. */
export interface ReasonInput {
  reason: string;
  option: boolean;
}

/** The longest reason the server keeps. */
export const MAX_REASON_LENGTH = MODERATION_REASON_MAX;

/** The reason to send, or why it cannot be sent yet. */
export function checkReason(
  draft: ReasonDraft,
  isRequired: boolean,
  messages: { required: string; tooLong: (max: number) => string },
): Checked<ReasonInput> {
  const reason = draft.reason.trim();
  if (isRequired && reason === '') return { errors: { reason: messages.required } };
  if (reason.length > MAX_REASON_LENGTH)
    return { errors: { reason: messages.tooLong(MAX_REASON_LENGTH) } };
  return { body: { reason, option: draft.option } };
}
