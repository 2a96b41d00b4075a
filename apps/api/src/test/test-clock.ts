import type { Clock } from '../clock';

/**
 * rate-limiter-flexible's memory store reads Date.now(); a test clock moves it as far as itself,
 * until the test file ends (a setup file puts the real one back, since a worker runs many files).
 */
const realNow = Date.now.bind(Date);
let skew = 0;

export function restoreRealTime(): void {
  skew = 0;
  Date.now = realNow;
}

/** A clock tests move by hand: expiry and rate-limit windows without sleeping. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = Date.now()) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
    skew += ms;
    Date.now = () => realNow() + skew;
  }
}
