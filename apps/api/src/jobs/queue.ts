/** The jobs Bayti runs (docs/decisions/0023). */
export const JOB_NAMES = [
  'deliver-events',
  'listing-freshness',
  'plan-ending',
  'offer-expiry',
  'refund-overdue',
  'interview-reminders',
  'hire-reviews',
  'job-post-matches',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** The queue as the rest of the server sees it. */
export interface JobQueue {
  /** Asks for a run of `name` soon (fire and forget: a failure is logged, never thrown). */
  wake(name: JobName): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** For servers that run no jobs (most tests): they call the handlers themselves. */
export const idleQueue: JobQueue = {
  wake: () => {},
  start: async () => {},
  stop: async () => {},
};
