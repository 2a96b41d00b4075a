import { describe, expect, it } from 'vitest';
import { TestClock } from '../test/test-clock';
import { memoryLimiters } from '../http/rate-limit';
import { LoginLimiter } from './login-limiter';

const WINDOW = 15 * 60 * 1000;

function limiter() {
  const clock = new TestClock(Date.UTC(2026, 0, 1));
  return {
    clock,
    limiter: new LoginLimiter(memoryLimiters, { perAccount: 3, perIp: 5, windowMs: WINDOW }),
  };
}

describe('LoginLimiter', () => {
  it('locks an account at its limit until the window ends', async () => {
    const { clock, limiter: l } = limiter();
    for (let i = 0; i < 3; i++) {
      await l.assertAllowed('a@example.com', `10.0.0.${i}`);
      await l.recordFailure('a@example.com', `10.0.0.${i}`);
    }
    await expect(l.assertAllowed('a@example.com', '10.9.9.9')).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: WINDOW / 1000,
    });
    clock.advance(WINDOW - 60_000);
    await expect(l.assertAllowed('A@Example.com', '10.9.9.9')).rejects.toMatchObject({
      retryAfterSeconds: 60,
    });
    clock.advance(60_000);
    await expect(l.assertAllowed('a@example.com', '10.9.9.9')).resolves.toBeUndefined();
  });

  it('locks an address at its limit across accounts', async () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 5; i++) await l.recordFailure(`user${i}@example.com`, '10.0.0.1');
    await expect(l.assertAllowed('fresh@example.com', '10.0.0.1')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await expect(l.assertAllowed('fresh@example.com', '10.0.0.2')).resolves.toBeUndefined();
  });

  it('clears the account count on success', async () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 2; i++) await l.recordFailure('a@example.com', '10.0.0.1');
    await l.recordSuccess('a@example.com');
    await l.recordFailure('a@example.com', '10.0.0.1');
    await expect(l.assertAllowed('a@example.com', '10.0.0.3')).resolves.toBeUndefined();
  });
});
