import {
  INTERVIEW_MAX_SLOTS,
  proposeInterviewBodySchema,
  type InterviewMode,
  type ProposeInterviewBody,
} from '@bayti/data/contract';
import type { Checked } from '../../shared/forms/checked-form';

/** Dubai's offset all year (no daylight saving): the family proposes in Dubai time. */
export const DUBAI_OFFSET = '+04:00';

/** One proposed time as typed: a day ('2026-12-02') and a time of day ('14:30'), null until chosen. */
export interface SlotDraft {
  date: string | null;
  time: string | null;
}

/** The Propose interview times form: up to three times (the first required), how and where. */
export interface InterviewDraft {
  slots: SlotDraft[];
  mode: InterviewMode | '';
  place: string;
}

/** The reader's words for what is missing, by what is missing. */
export interface InterviewWords {
  date: string;
  time: string;
  mode: string;
  place: string;
}

export const emptyInterviewDraft = (): InterviewDraft => ({
  slots: Array.from({ length: INTERVIEW_MAX_SLOTS }, () => ({ date: null, time: null })),
  mode: '',
  place: '',
});

/** The rows the family filled in (a day and a time), in order: the body's slots come from these. */
export const filledRows = (draft: InterviewDraft): number[] =>
  draft.slots.flatMap((slot, row) => (slot.date && slot.time ? [row] : []));

/** A day and a time in Dubai as an instant with its offset: `2026-12-02T14:30:00+04:00`. */
export const dubaiInstant = (date: string, time: string) => `${date}T${time}:00${DUBAI_OFFSET}`;

/**
 * The POST body of a proposal, checked first so each missing part is named on its field: a row
 * with a day but no time (or the reverse) on the part missing, no row at all on the first row's
 * day, how they meet, and a place to meet in person. The contract's schema checks the rest; the
 * server checks each time is far enough ahead and stays the authority.
 */
export function checkInterview(
  draft: InterviewDraft,
  words: InterviewWords,
): Checked<ProposeInterviewBody> {
  const errors: Partial<Record<string, string>> = {};
  draft.slots.forEach((slot, row) => {
    if (slot.date && !slot.time) errors[`slots.${row}.time`] = words.time;
    if (!slot.date && slot.time) errors[`slots.${row}.date`] = words.date;
  });
  const rows = filledRows(draft);
  if (rows.length === 0 && Object.keys(errors).length === 0) {
    errors['slots.0.date'] = words.date;
    errors['slots.0.time'] = words.time;
  }
  const result = proposeInterviewBodySchema.safeParse({
    slots: rows.map((row) => dubaiInstant(draft.slots[row]!.date!, draft.slots[row]!.time!)),
    mode: draft.mode || undefined,
    ...(draft.mode === 'in_person' ? { place: draft.place } : {}),
  });
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'mode') errors.mode = words.mode;
      if (field === 'place') errors.place = words.place;
    }
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { body: result.data };
}

/**
 * Where the server's refusal of a slot belongs: it names `slots.<k>`, the k-th time sent, which
 * is the k-th row filled in; the message goes on that row's time.
 */
export function serverSlotField(draft: InterviewDraft, field: string): string {
  const match = /^slots\.(\d+)$/.exec(field);
  if (!match) return field;
  const row = filledRows(draft)[Number(match[1])];
  return row === undefined ? 'slots.0.time' : `slots.${row}.time`;
}
