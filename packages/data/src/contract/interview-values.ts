/*
 * The plain values of interviews (Bayti issue 17): apart from their schemas so the contract's
 * messages and the database's checks read them without zod.
 */

/**
 * Where an interview stands: the family proposed slots; the worker or her agency picked one
 * (agreed) or declined; the family cancelled it; after the agreed time the family recorded it
 * held or missed (no_show).
 */
export const INTERVIEW_STATUSES = [
  'proposed',
  'agreed',
  'declined',
  'cancelled',
  'held',
  'no_show',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The statuses of an interview still to happen: at most one per pipeline row. */
export const OPEN_INTERVIEW_STATUSES = ['proposed', 'agreed'] as const;

/** A video call (a Jitsi Meet room Bayti names) or a meeting at a place. */
export const INTERVIEW_MODES = ['video', 'in_person'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** What the family records after the agreed time. */
export const INTERVIEW_OUTCOMES = ['held', 'no_show'] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];

/** Where the outcome moves the pipeline row: selected, rejected, or where it is. */
export const INTERVIEW_NEXT_STEPS = ['selected', 'rejected', 'keep'] as const;
export type InterviewNextStep = (typeof INTERVIEW_NEXT_STEPS)[number];

/** A family proposes one to this many slots. */
export const INTERVIEW_MAX_SLOTS = 3;
/** A slot starts at least this many hours after it is proposed, so the other side can answer. */
export const INTERVIEW_MIN_LEAD_HOURS = 2;
/** A slot starts at most this many days after it is proposed. */
export const INTERVIEW_MAX_DAYS_AHEAD = 60;
/** How long an interview lasts, in minutes (its calendar entry's length). */
export const INTERVIEW_DURATION_MINUTES = 30;
export const INTERVIEW_PLACE_MAX = 200;
export const INTERVIEW_NOTE_MAX = 500;
