/** A counter that lives for a fixed window from its first hit. */
export interface AttemptWindow {
  count: number;
  resetAtMs: number;
}

/**
 * Where failed sign-in counters live. In memory for one process; a Redis implementation (INCR with
 * PEXPIRE) shares them between instances behind a load balancer.
 */
export interface AttemptStore {
  /** The live window for a key, or null when none is open. */
  peek(key: string, nowMs: number): Promise<AttemptWindow | null>;
  /** Counts one attempt, opening a window of windowMs when none is live. */
  increment(key: string, windowMs: number, nowMs: number): Promise<AttemptWindow>;
  reset(key: string): Promise<void>;
}

/** Keeps memory bounded under a flood of distinct keys (random emails, many addresses). */
const SWEEP_EVERY = 1_000;

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, AttemptWindow>();
  private writes = 0;

  async peek(key: string, nowMs: number): Promise<AttemptWindow | null> {
    const window = this.windows.get(key);
    if (!window) return null;
    if (window.resetAtMs <= nowMs) {
      this.windows.delete(key);
      return null;
    }
    return { ...window };
  }

  async increment(key: string, windowMs: number, nowMs: number): Promise<AttemptWindow> {
    if (++this.writes % SWEEP_EVERY === 0) this.sweep(nowMs);
    const live = await this.peek(key, nowMs);
    const next = live
      ? { count: live.count + 1, resetAtMs: live.resetAtMs }
      : { count: 1, resetAtMs: nowMs + windowMs };
    this.windows.set(key, next);
    return { ...next };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAtMs <= nowMs) this.windows.delete(key);
    }
  }
}
