import {
  sendOfferBodySchema,
  type DayKey,
  type OfferAccommodation,
  type SendOfferBody,
  type WorkType,
} from '@bayti/data/contract';
import type { Checked } from '../../shared/forms/checked-form';

/** The Send offer form as typed: the salary as text, the choices null until chosen. */
export interface OfferDraft {
  position: string;
  monthlySalaryAed: string;
  startOn: string | null;
  workType: WorkType | null;
  dayOff: DayKey | null;
  accommodation: OfferAccommodation | null;
}

export type OfferField = keyof OfferDraft;

/** A salary typed as whole dirhams ('2,500'); anything else is left for the schema to refuse. */
const salaryOf = (raw: string): number | undefined => {
  const value = raw.trim().replace(/[,\s]/g, '');
  if (value === '') return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
};

/**
 * The POST body of an offer, checked with the contract's schema first so each missing or wrong
 * term is named on its field before anything is sent (`words` says it in the reader's language,
 * by field, and `<field>.tooBig` for a value above its limit;
 * the server checks the same, and the start date against its calendar, and stays the authority).
 */
export function checkOffer(
  draft: OfferDraft,
  words: Partial<Record<string, string>>,
): Checked<SendOfferBody> {
  const result = sendOfferBodySchema.safeParse({
    position: draft.position,
    monthlySalaryAed: salaryOf(draft.monthlySalaryAed),
    startOn: draft.startOn ?? undefined,
    workType: draft.workType ?? undefined,
    dayOff: draft.dayOff ?? undefined,
    accommodation: draft.accommodation ?? undefined,
  });
  if (result.success) return { body: result.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in draft) || errors[field]) continue;
    const word = issue.code === 'too_big' ? words[`${field}.tooBig`] : words[field];
    errors[field] = word ?? issue.message;
  }
  return { errors };
}
