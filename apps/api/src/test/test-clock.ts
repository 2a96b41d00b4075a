import type { Clock } from '../clock';

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
  }
}
