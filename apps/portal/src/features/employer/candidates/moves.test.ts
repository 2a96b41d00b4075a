import { describe, expect, test } from 'vitest';
import { buildMove, movesFrom, type MoveDraft } from './moves';

const empty: MoveDraft = {
  selectionType: null,
  selectionDate: null,
  returnedOn: null,
  returnReason: null,
  replacedOn: null,
  replacementEntryId: null,
};

describe('movesFrom', () => {
  test('offers the moves the server allows from each status', () => {
    expect(movesFrom('shortlisted')).toEqual(['interview', 'select', 'reject']);
    expect(movesFrom('interview')).toEqual(['interview', 'select', 'reject']);
    expect(movesFrom('selected')).toEqual(['select', 'reject']);
    expect(movesFrom('rejected')).toEqual(['shortlist']);
  });

  test('offers a return once hired, a replacement once returned, nothing once replaced', () => {
    expect(movesFrom('hired')).toEqual(['return']);
    expect(movesFrom('returned')).toEqual(['replace']);
    expect(movesFrom('replaced')).toEqual([]);
  });
});

describe('buildMove', () => {
  test('a selection needs its type and date; other fields are not sent', () => {
    expect(buildMove('select', { ...empty, selectionDate: '2026-12-02' })).toEqual({
      errors: { selectionType: expect.any(String) },
    });
    expect(
      buildMove('select', {
        selectionType: 'Direct',
        selectionDate: '2026-12-02',
        returnedOn: null,
        returnReason: null,
        replacedOn: null,
        replacementEntryId: null,
      }),
    ).toEqual({
      body: { status: 'selected', selectionType: 'Direct', selectionDate: '2026-12-02' },
    });
  });

  test('reject and shortlist carry the status only', () => {
    expect(buildMove('reject', empty)).toEqual({ body: { status: 'rejected' } });
    expect(buildMove('shortlist', empty)).toEqual({ body: { status: 'shortlisted' } });
  });

  test('a return needs its date and MOHRE reason, a replacement its date', () => {
    expect(buildMove('return', empty)).toEqual({
      errors: { returnedOn: expect.any(String), returnReason: expect.any(String) },
    });
    expect(buildMove('return', { ...empty, returnedOn: '2026-11-20' })).toEqual({
      errors: { returnReason: 'Choose why the worker was returned' },
    });
    expect(
      buildMove('return', { ...empty, returnedOn: '2026-11-20', returnReason: 'medical' }),
    ).toEqual({
      body: { status: 'returned', returnedOn: '2026-11-20', returnReason: 'medical' },
    });
    expect(buildMove('replace', { ...empty, replacedOn: '2026-11-21' })).toEqual({
      body: { status: 'replaced', replacedOn: '2026-11-21' },
    });
    expect(
      buildMove('replace', { ...empty, replacedOn: '2026-11-21', replacementEntryId: 7 }),
    ).toEqual({
      body: { status: 'replaced', replacedOn: '2026-11-21', replacementEntryId: 7 },
    });
  });
});
