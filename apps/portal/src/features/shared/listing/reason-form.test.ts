import { describe, expect, it } from 'vitest';
import { checkReason, MAX_REASON_LENGTH } from './reason-form';

const messages = { required: 'Write the reason', tooLong: (max: number) => `Under ${max}` };

describe('a moderation reason', () => {
  it('is required for a refusal and sent trimmed', () => {
    expect(checkReason({ reason: '   ', option: false }, true, messages)).toEqual({
      errors: { reason: 'Write the reason' },
    });
    expect(checkReason({ reason: ' Blurry photo ', option: true }, true, messages)).toEqual({
      body: { reason: 'Blurry photo', option: true },
    });
  });

  it('may be empty where it is a note, but never too long', () => {
    expect(checkReason({ reason: '', option: false }, false, messages)).toEqual({
      body: { reason: '', option: false },
    });
    expect(
      checkReason({ reason: 'x'.repeat(MAX_REASON_LENGTH + 1), option: false }, false, messages),
    ).toEqual({ errors: { reason: `Under ${MAX_REASON_LENGTH}` } });
  });
});
