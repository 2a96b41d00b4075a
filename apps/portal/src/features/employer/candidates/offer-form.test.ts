import { OFFER_SALARY_MAX_AED } from '@bayti/data/contract';
import { describe, expect, test } from 'vitest';
import { checkOffer, type OfferDraft } from './offer-form';

const complete: OfferDraft = {
  position: ' Housemaid ',
  monthlySalaryAed: '2,500',
  startOn: '2026-12-15',
  workType: 'Live-in',
  dayOff: 'friday',
  accommodation: 'private_room',
};

describe('checkOffer', () => {
  test('a complete offer becomes the POST body, the salary a whole number', () => {
    expect(checkOffer(complete, {})).toEqual({
      body: {
        position: 'Housemaid',
        monthlySalaryAed: 2500,
        startOn: '2026-12-15',
        workType: 'Live-in',
        dayOff: 'friday',
        accommodation: 'private_room',
      },
    });
  });

  test('each missing term is named on its field, in our words', () => {
    const empty: OfferDraft = {
      position: '',
      monthlySalaryAed: '',
      startOn: null,
      workType: null,
      dayOff: null,
      accommodation: null,
    };
    const checked = checkOffer(empty, { position: 'Say the position' });
    expect(checked).toEqual({
      errors: {
        position: 'Say the position',
        monthlySalaryAed: expect.any(String),
        startOn: expect.any(String),
        workType: expect.any(String),
        dayOff: expect.any(String),
        accommodation: expect.any(String),
      },
    });
  });

  test('a salary above the limit says so', () => {
    const tooHigh = { ...complete, monthlySalaryAed: String(OFFER_SALARY_MAX_AED + 1) };
    const words = { monthlySalaryAed: 'Enter it', 'monthlySalaryAed.tooBig': 'At most 50,000' };
    expect(checkOffer(tooHigh, words)).toEqual({ errors: { monthlySalaryAed: 'At most 50,000' } });
  });

  test('a salary in fils, in words or above the limit is refused', () => {
    for (const salary of ['2500.50', 'two thousand', String(OFFER_SALARY_MAX_AED + 1), '0']) {
      expect(checkOffer({ ...complete, monthlySalaryAed: salary }, {})).toEqual({
        errors: { monthlySalaryAed: expect.any(String) },
      });
    }
  });
});
