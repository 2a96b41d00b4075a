import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors';
import type { MessageId } from '../i18n/translate';

export interface RateLimit {
  /** Requests allowed per window; the next one answers 429. */
  max: number;
  windowMs: number;
}

/**
 * A rate-limiter-flexible counter for one limit: a fixed window from a key's first hit, in this
 * process's memory, or in Redis (rate-limit-redis.ts) shared by every instance.
 */
export type Limiters = (limit: RateLimit) => RateLimiterAbstract;

export const limiterOptions = ({ max, windowMs }: RateLimit) => ({
  points: max,
  duration: Math.ceil(windowMs / 1000),
});

export const memoryLimiters: Limiters = (limit) => new RateLimiterMemory(limiterOptions(limit));

/**
 * The counter's state, over its limit or not. The store away (Redis restarting) refuses the counted
 * request with 503: never let through uncounted (that would lift the limits) and never a 500.
 */
export async function counted<T>(call: Promise<T>): Promise<T | RateLimiterRes> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw new AppError('service_unavailable', 'error.unavailable', undefined, {
      retryAfterSeconds: 5,
    });
  }
}

/** rate_limited with Retry-After: the longest wait among the windows that block. */
export function rateLimited(blocking: RateLimiterRes[], messageId: MessageId): AppError {
  const waitMs = Math.max(...blocking.map((window) => window.msBeforeNext));
  return new AppError('rate_limited', messageId, undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

/** Request counters for endpoints a bot could flood: public forms, reset emails. */
export class RequestLimiter {
  private readonly byLimit = new Map<string, RateLimiterAbstract>();

  constructor(private readonly limiters: Limiters) {}

  /**
   * Counts one request against each key; throws rate_limited (with Retry-After) when any of them
   * is over its limit. Every key is counted, so a blocked caller keeps its window full.
   */
  async consume(
    checks: readonly { key: string; limit: RateLimit }[],
    messageId: MessageId,
  ): Promise<void> {
    const windows = await Promise.all(
      checks.map(({ key, limit }) => counted(this.limiter(limit).consume(key))),
    );
    const over = windows.filter((window, i) => window.consumedPoints > checks[i]!.limit.max);
    if (over.length > 0) throw rateLimited(over, messageId);
  }

  private limiter(limit: RateLimit): RateLimiterAbstract {
    const id = `${limit.max}/${limit.windowMs}`;
    const limiter = this.byLimit.get(id) ?? this.limiters(limit);
    this.byLimit.set(id, limiter);
    return limiter;
  }
}
