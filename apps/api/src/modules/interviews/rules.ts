import {
  INTERVIEW_MAX_DAYS_AHEAD,
  INTERVIEW_MIN_LEAD_HOURS,
  type ProposeInterviewBody,
} from '@bayti/data/contract';
import { randomBytes } from 'node:crypto';
import { validationError, type FieldMessageInput } from '../../errors';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const UAE_OFFSET_MS = 4 * HOUR_MS;

/**
 * The proposed times as instants, earliest first. Each is at least INTERVIEW_MIN_LEAD_HOURS away
 * (the other side needs time to answer), at most INTERVIEW_MAX_DAYS_AHEAD, and no two are the same
 * instant (however they are written). A refusal names the slot: `slots.1`.
 */
export function checkSlots(slots: ProposeInterviewBody['slots'], now: Date): Date[] {
  const instants = slots.map((slot) => new Date(slot));
  const fields: Record<string, FieldMessageInput> = {};
  instants.forEach((instant, index) => {
    const key = `slots.${index}`;
    const ahead = instant.getTime() - now.getTime();
    if (ahead <= 0) fields[key] = 'interviews.slotPast';
    else if (ahead < INTERVIEW_MIN_LEAD_HOURS * HOUR_MS)
      fields[key] = { id: 'interviews.slotTooSoon', params: { hours: INTERVIEW_MIN_LEAD_HOURS } };
    else if (ahead > INTERVIEW_MAX_DAYS_AHEAD * DAY_MS)
      fields[key] = { id: 'interviews.slotTooFar', params: { days: INTERVIEW_MAX_DAYS_AHEAD } };
    else if (instants.slice(0, index).some((earlier) => earlier.getTime() === instant.getTime()))
      fields[key] = 'interviews.slotDuplicate';
  });
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return instants.sort((a, b) => a.getTime() - b.getTime());
}

/** A pick matches a proposed slot as the same instant, whatever offset it was written with. */
export const findSlot = (slots: readonly Date[], picked: string): Date | undefined =>
  slots.find((slot) => slot.getTime() === new Date(picked).getTime());

/**
 * A new Jitsi Meet room for one interview: 24 random bytes, URL-safe, so nobody guesses it and
 * nobody else lands in it. Jitsi makes a room on first join; no account or API is needed.
 */
export const jitsiRoomUrl = () =>
  `https://meet.jit.si/Bayti-${randomBytes(24).toString('base64url')}`;

/** An instant as Dubai reads it (UTC+4 all year): `2026-12-02 12:30`, with its day and time. */
export function dubaiDayAndTime(instant: Date): { day: string; time: string; text: string } {
  const iso = new Date(instant.getTime() + UAE_OFFSET_MS).toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  return { day, time, text: `${day} ${time}` };
}
