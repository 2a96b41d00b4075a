import {
  TIME_OF_DAY_PATTERN,
  type AgencyRecruitmentStage,
  type MoveRecruitmentBodyInput,
} from '@bayti/data/contract';
import { today } from '@internationalized/date';

/** What the Move dialog holds while it is open. */
export interface Draft {
  date: string | null;
  airline: string;
  flightNo: string;
  arrivalDate: string | null;
  arrivalTime: string;
  ticketNumber: string;
  location: string;
}

export type Errors = Partial<Record<keyof Draft, string>>;

/** Today in the UAE (UTC+4 all year), the default day a stage is reached. */
export const uaeToday = () => today('Asia/Dubai').toString();

/** The request of a draft, or the fields it still lacks. */
export function buildMove(
  to: AgencyRecruitmentStage,
  d: Draft,
  required: string,
  timeFormat: string,
): { body: MoveRecruitmentBodyInput } | { errors: Errors } {
  const errors: Errors = {};
  const need = (key: keyof Draft) => {
    const value = d[key];
    if (value === null || String(value).trim() === '') errors[key] = required;
  };
  if (to !== 'offerLetter') need('date');
  if (to === 'ticket') {
    (['airline', 'flightNo', 'arrivalDate', 'arrivalTime'] as const).forEach(need);
    if (!errors.arrivalTime && !TIME_OF_DAY_PATTERN.test(d.arrivalTime.trim())) {
      errors.arrivalTime = timeFormat;
    }
  }
  if (to === 'deployed') need('location');
  if (Object.keys(errors).length > 0) return { errors };
  const date = d.date ?? '';
  if (to === 'offerLetter') return { body: { stage: to } };
  if (to === 'ticket') {
    return {
      body: {
        stage: to,
        date,
        ticket: {
          airline: d.airline.trim(),
          flightNo: d.flightNo.trim(),
          arrivalDate: d.arrivalDate ?? '',
          arrivalTime: d.arrivalTime.trim(),
          ticketNumber: d.ticketNumber.trim() || null,
        },
      },
    };
  }
  if (to === 'deployed') return { body: { stage: to, date, location: d.location.trim() } };
  return { body: { stage: to, date } };
}
