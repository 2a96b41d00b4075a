import type { AttemptStore } from '../auth/attempt-store';
import type { Clock } from '../clock';
import { AppError } from '../errors';

export interface RateLimit {
  /** Requests allowed per window; the next one answers 429. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window request counters over the same AttemptStore as the sign-in limiter (shared storage
 * when several instances run), for endpoints a bot could flood: public forms, reset emails.
 */
export class RequestLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one request against each key; throws rate_limited (with Retry-After) when any of them
   * is over its limit. Every key is counted, so a blocked caller keeps its window full.
   */
  async consume(
    checks: readonly { key: string; limit: RateLimit }[],
    message: string,
  ): Promise<void> {
    const now = this.clock.now().getTime();
    const windows = await Promise.all(
      checks.map(({ key, limit }) => this.store.increment(key, limit.windowMs, now)),
    );
    const over = windows.filter((window, i) => window.count > checks[i]!.limit.max);
    if (over.length === 0) return;
    const resetAtMs = Math.max(...over.map((window) => window.resetAtMs));
    throw new AppError('rate_limited', message, {
      retryAfterSeconds: Math.max(1, Math.ceil((resetAtMs - now) / 1000)),
    });
  }
}
