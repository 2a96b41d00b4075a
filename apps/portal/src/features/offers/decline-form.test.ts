import { OFFER_NOTE_MAX } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { checkDecline } from './decline-form';

const words = { reasonRequired: 'Choose why', noteTooLong: 'Too long' };

describe('checkDecline', () => {
  it('needs a reason', () => {
    expect(checkDecline({ reason: '', note: '' }, words)).toEqual({
      errors: { reason: 'Choose why' },
    });
  });

  it('sends the reason, and the note trimmed only when one is written', () => {
    expect(checkDecline({ reason: 'salary', note: '  ' }, words)).toEqual({
      body: { answer: 'decline', reason: 'salary' },
    });
    expect(checkDecline({ reason: 'other', note: ' I moved. ' }, words)).toEqual({
      body: { answer: 'decline', reason: 'other', note: 'I moved.' },
    });
  });

  it('refuses a note longer than the contract allows', () => {
    const note = 'x'.repeat(OFFER_NOTE_MAX + 1);
    expect(checkDecline({ reason: 'duties', note }, words)).toEqual({
      errors: { note: 'Too long' },
    });
  });
});
