import { describe, expect, it } from 'vitest';
import { TestClock } from '../test/test-clock';
import { memoryLimiters, RequestLimiter } from './rate-limit';

const MINUTE = 60_000;

describe('RequestLimiter', () => {
  it('allows max requests per window, then refuses until the window ends', async () => {
    const clock = new TestClock(Date.UTC(2026, 0, 1));
    const limiter = new RequestLimiter(memoryLimiters);
    const check = [{ key: 'k', limit: { max: 2, windowMs: 10 * MINUTE } }];
    await limiter.consume(check, 'forms.tooMany');
    await limiter.consume(check, 'forms.tooMany');
    await expect(limiter.consume(check, 'forms.tooMany')).rejects.toMatchObject({
      code: 'rate_limited',
      messageId: 'forms.tooMany',
      message: 'Too many submissions from your network. Please wait a while and try again.',
      retryAfterSeconds: 600,
    });
    clock.advance(10 * MINUTE);
    await expect(limiter.consume(check, 'forms.tooMany')).resolves.toBeUndefined();
  });

  it('refuses when any key is over, with the latest reset as Retry-After', async () => {
    const limiter = new RequestLimiter(memoryLimiters);
    const ip = { key: 'ip', limit: { max: 5, windowMs: 60 * MINUTE } };
    const email = { key: 'email', limit: { max: 1, windowMs: 5 * MINUTE } };
    await limiter.consume([ip, email], 'forms.tooMany');
    await expect(limiter.consume([ip, email], 'forms.tooMany')).rejects.toMatchObject({
      retryAfterSeconds: 300,
    });
    // A fresh email from the same address still goes through.
    await expect(
      limiter.consume([ip, { ...email, key: 'other' }], 'forms.tooMany'),
    ).resolves.toBeUndefined();
  });
});
