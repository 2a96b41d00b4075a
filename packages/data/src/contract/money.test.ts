import { describe, expect, it } from 'vitest';
import { PLANS } from './constants';
import { fromFils, toFils, vatSplit, VAT_PERCENT } from './money';

describe('vatSplit', () => {
  it('splits a VAT-inclusive price into the amount before VAT and 5 % VAT', () => {
    expect(VAT_PERCENT).toBe(5);
    expect(vatSplit(105)).toEqual({ net: 100, vat: 5 });
    expect(vatSplit(0)).toEqual({ net: 0, vat: 0 });
  });

  it('adds up to the price to the fils for every plan, the VAT taking the rounding', () => {
    for (const plan of PLANS) {
      const { net, vat } = vatSplit(plan.priceAed);
      expect(toFils(net) + toFils(vat)).toBe(toFils(plan.priceAed));
      // The VAT is 5 % of the amount before VAT, to the nearest fils.
      expect(Math.abs(toFils(vat) - toFils(net) * 0.05)).toBeLessThanOrEqual(1);
    }
  });

  it('rounds to whole fils', () => {
    // 99.99 / 1.05 = 95.2285…: 95.23 before VAT, 4.76 VAT.
    expect(vatSplit(99.99)).toEqual({ net: 95.23, vat: 4.76 });
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(fromFils(12345)).toBe(123.45);
  });
});
