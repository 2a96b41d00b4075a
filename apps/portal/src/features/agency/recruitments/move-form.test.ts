import { describe, expect, it } from 'vitest';
import { buildMove, type Draft } from './move-form';
import { nextStage } from './RecruitmentsPage';

const draft: Draft = {
  date: '2026-11-20',
  airline: '',
  flightNo: '',
  arrivalDate: null,
  arrivalTime: '',
  ticketNumber: '',
  location: '',
};

describe('the Move dialog', () => {
  it('moves to the next stage, and not past deployed', () => {
    expect(nextStage('offerLetter')).toBe('preMedical');
    expect(nextStage('pregnancyTest')).toBe('deployed');
    expect(nextStage('deployed')).toBeNull();
  });

  it('asks the day, the flight for the ticket and the location for deployment', () => {
    expect(buildMove('qvc', draft, 'required', 'HH:MM')).toEqual({
      body: { stage: 'qvc', date: '2026-11-20' },
    });
    expect(buildMove('qvc', { ...draft, date: null }, 'required', 'HH:MM')).toEqual({
      errors: { date: 'required' },
    });
    expect(buildMove('ticket', draft, 'required', 'HH:MM')).toEqual({
      errors: {
        airline: 'required',
        flightNo: 'required',
        arrivalDate: 'required',
        arrivalTime: 'required',
      },
    });
    const flight = {
      ...draft,
      airline: ' Emirates ',
      flightNo: 'EK 333',
      arrivalDate: '2026-11-28',
      arrivalTime: '2145',
    };
    expect(buildMove('ticket', flight, 'required', 'HH:MM')).toEqual({
      errors: { arrivalTime: 'HH:MM' },
    });
    expect(buildMove('ticket', { ...flight, arrivalTime: '21:45' }, 'required', 'HH:MM')).toEqual({
      body: {
        stage: 'ticket',
        date: '2026-11-20',
        ticket: {
          airline: 'Emirates',
          flightNo: 'EK 333',
          arrivalDate: '2026-11-28',
          arrivalTime: '21:45',
          ticketNumber: null,
        },
      },
    });
    expect(buildMove('deployed', { ...draft, location: 'Dubai' }, 'required', 'HH:MM')).toEqual({
      body: { stage: 'deployed', date: '2026-11-20', location: 'Dubai' },
    });
  });
});
