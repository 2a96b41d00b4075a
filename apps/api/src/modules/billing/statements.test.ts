import { describe, expect, it } from 'vitest';
import { fromFils, toFils } from '@bayti/data/contract';
import { balanceOf, filsOf, numericOf } from './statements';

describe('money in fils', () => {
  it('reads numeric values exactly and writes them back with 2 decimals', () => {
    expect(filsOf('1234.50')).toBe(123450);
    expect(filsOf('0.1')).toBe(10);
    expect(filsOf('7')).toBe(700);
    expect(filsOf('-3.05')).toBe(-305);
    expect(filsOf(null)).toBe(0);
    expect(toFils(0.1) + toFils(0.2)).toBe(30);
    expect(numericOf(600030)).toBe('6000.30');
    expect(numericOf(-5)).toBe('-0.05');
    expect(fromFils(filsOf('999999999.99'))).toBe(999999999.99);
  });

  it('takes what is paid from what is payable without float rounding', () => {
    expect(balanceOf('0.30', '0.10')).toEqual({ amountPayable: 0.3, paid: 0.1, balance: 0.2 });
    expect(balanceOf(null, null)).toEqual({ amountPayable: 0, paid: 0, balance: 0 });
  });
});
