import { describe, expect, it } from 'vitest';
import {
  checkInterview,
  emptyInterviewDraft,
  serverSlotField,
  type InterviewDraft,
} from './interview-form';

const words = { date: 'Choose a date', time: 'Choose a time', mode: 'How?', place: 'Where?' };

const draft = (over: Partial<InterviewDraft>): InterviewDraft => ({
  ...emptyInterviewDraft(),
  ...over,
});

describe('checkInterview', () => {
  it('sends the rows filled in as Dubai instants, in their order, skipping empty rows', () => {
    const checked = checkInterview(
      draft({
        slots: [
          { date: '2026-12-02', time: '14:30' },
          { date: null, time: null },
          { date: '2026-12-03', time: '09:00' },
        ],
        mode: 'video',
      }),
      words,
    );
    expect(checked).toEqual({
      body: {
        slots: ['2026-12-02T14:30:00+04:00', '2026-12-03T09:00:00+04:00'],
        mode: 'video',
      },
    });
  });

  it('asks for the first time and how they meet when nothing is chosen', () => {
    expect(checkInterview(emptyInterviewDraft(), words)).toEqual({
      errors: { 'slots.0.date': 'Choose a date', 'slots.0.time': 'Choose a time', mode: 'How?' },
    });
  });

  it('names the missing half of a row, and a place to meet in person', () => {
    const checked = checkInterview(
      draft({
        slots: [
          { date: '2026-12-02', time: '14:30' },
          { date: '2026-12-04', time: null },
          { date: null, time: '10:00' },
        ],
        mode: 'in_person',
        place: '  ',
      }),
      words,
    );
    expect(checked).toEqual({
      errors: {
        'slots.1.time': 'Choose a time',
        'slots.2.date': 'Choose a date',
        place: 'Where?',
      },
    });
  });

  it('keeps the place of a meeting in person, and none for a video call', () => {
    const base = { slots: [{ date: '2026-12-02', time: '14:30' }], place: 'Dubai Mall' };
    expect(checkInterview(draft({ ...base, mode: 'in_person' }), words)).toEqual({
      body: { slots: ['2026-12-02T14:30:00+04:00'], mode: 'in_person', place: 'Dubai Mall' },
    });
    expect(checkInterview(draft({ ...base, mode: 'video' }), words)).toEqual({
      body: { slots: ['2026-12-02T14:30:00+04:00'], mode: 'video' },
    });
  });
});

describe('serverSlotField', () => {
  it("puts the server's refusal of the k-th time sent on the k-th row filled in", () => {
    const typed = draft({
      slots: [
        { date: null, time: null },
        { date: '2026-12-02', time: '14:30' },
        { date: '2026-12-03', time: '09:00' },
      ],
    });
    expect(serverSlotField(typed, 'slots.0')).toBe('slots.1.time');
    expect(serverSlotField(typed, 'slots.1')).toBe('slots.2.time');
    expect(serverSlotField(typed, 'place')).toBe('place');
  });
});
