import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, startTestApp, type TestApp } from '../test/harness';

/** Defaults of config.ts: 10 failures per account, 50 per address, a 15-minute window. */
const PER_ACCOUNT = 10;
const PER_ADDRESS = 50;
const WINDOW_MS = 15 * 60 * 1000;
const ATTEMPTS = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

/** Tallies statuses in order of first appearance: [[401, 10], [429, 990]]. */
function tally(statuses: number[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts];
}

describe('password guessing', () => {
  it(`${ATTEMPTS} wrong passwords against one account: no sign-in, 429 after ${PER_ACCOUNT}`, async () => {
    const email = demoEmail('agency');
    const statuses: number[] = [];
    let firstFailure = 0;
    for (let i = 0; i < ATTEMPTS; i++) {
      // From many addresses, so only the account's own limit is at work.
      const response = await login(email, `guess-${i}`, `10.61.${i >> 8}.${i & 255}`);
      firstFailure ||= Date.now();
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toMatchObject({ error: { code: 'rate_limited' } });
      }
    }
    expect(tally(statuses)).toEqual([
      [401, PER_ACCOUNT],
      [429, ATTEMPTS - PER_ACCOUNT],
    ]);
    // Locked: even the right password gets nothing.
    const right = await login(email, DEMO_PASSWORD, '10.61.9.9');
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty('token');

    // The lock passes with its window, counted from the first failure, and the owner signs in.
    // The limiter's store reads Date.now(), which the test clock moves and real time moves too.
    t.clock.advance(WINDOW_MS - (Date.now() - firstFailure) - 1000);
    expect((await login(email, DEMO_PASSWORD, '10.61.9.9')).statusCode).toBe(429);
    t.clock.advance(2000);
    const after = await login(email, DEMO_PASSWORD, '10.61.9.9');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toHaveProperty('token');
  });

  it(`${ATTEMPTS} guesses spread over many accounts from one address: 429 after ${PER_ADDRESS}`, async () => {
    const address = '10.62.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      // Real accounts among made-up ones, as a password-spraying list has.
      const email = i % 100 === 0 ? demoEmail('client') : `spray-${i}@example.com`;
      statuses.push((await login(email, 'Summer2026!', address)).statusCode);
    }
    expect(tally(statuses)).toEqual([
      [401, PER_ADDRESS],
      [429, ATTEMPTS - PER_ADDRESS],
    ]);
    // The address is blocked even for a right password; others are not.
    expect((await login(demoEmail('client'), DEMO_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(demoEmail('client'), DEMO_PASSWORD, '10.62.0.2')).statusCode).toBe(200);
    t.clock.advance(WINDOW_MS + 1000);
    expect((await login(demoEmail('client'), DEMO_PASSWORD, address)).statusCode).toBe(200);
  });
});
