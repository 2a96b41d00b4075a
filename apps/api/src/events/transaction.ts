import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import type { Transaction } from '../db/transaction';
import type { JobQueue } from '../jobs/queue';
import { emitEvent, type EventInput } from './emit';

export type Emit = (input: EventInput) => Promise<boolean>;

export interface EventDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

/**
 * Runs `work` in one transaction with an `emit` that writes events into it; once it commits, the
 * delivery job is woken (and its schedule delivers anything a lost wake-up leaves behind).
 */
export async function withEvents<T>(
  deps: EventDeps,
  work: (tx: Transaction, emit: Emit) => Promise<T>,
): Promise<T> {
  let emitted = false;
  const result = await deps.db.transaction((tx) =>
    work(tx, async (input) => {
      const written = await emitEvent(tx, deps.clock.now(), input);
      emitted ||= written;
      return written;
    }),
  );
  if (emitted) deps.jobs.wake('deliver-events');
  return result;
}
