/*
 * Money as the UAE tax invoice states it. Amounts travel as AED with two decimals, but every sum
 * is done in fils (integer minor units), so no floating-point error reaches an invoice.
 */

/** UAE VAT, in percent (Federal Decree-Law 8/2017): every Bayti price includes it. */
export const VAT_PERCENT = 5;

/** AED with up to two decimals as a whole number of fils. */
export const toFils = (aed: number): number => Math.round(aed * 100);

/** Fils back to AED (two decimals). */
export const fromFils = (fils: number): number => fils / 100;

/**
 * A price that includes VAT split into the amount before VAT and the VAT, both in AED, which add
 * up to the price to the fils (the VAT takes the rounding).
 */
export function vatSplit(totalAed: number): { net: number; vat: number } {
  const total = toFils(totalAed);
  const net = Math.round((total * 100) / (100 + VAT_PERCENT));
  return { net: fromFils(net), vat: fromFils(total - net) };
}

export interface TaxInvoiceAmounts {
  lines: { description: string; quantity: number; unitPrice: number; amount: number }[];
  subtotal: number;
  vatPercent: typeof VAT_PERCENT;
  vat: number;
  total: number;
}

/**
 * A tax invoice's amounts for one VAT-inclusive item: its line before VAT, the amount before VAT,
 * the VAT and the total (the price paid).
 */
export function taxInvoiceAmounts(description: string, totalAed: number): TaxInvoiceAmounts {
  const { net, vat } = vatSplit(totalAed);
  return {
    lines: [{ description, quantity: 1, unitPrice: net, amount: net }],
    subtotal: net,
    vatPercent: VAT_PERCENT,
    vat,
    total: totalAed,
  };
}
