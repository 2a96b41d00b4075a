import type { ManagedListing } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { asksNoFee, blockingOf, checkPublish, publishDraftOf } from './publish-form';

const listing: ManagedListing = {
  status: 'draft',
  reason: null,
  reviewKind: null,
  reconfirmDueAt: null,
  activeAt: null,
  salaryBand: null,
  visa: null,
  contactRoute: null,
  listedBy: null,
  noFeeConfirmedAt: null,
  missing: ['salaryBand', 'visa', 'contactRoute', 'photo', 'ownNumbers'],
};
const messages = {
  salaryBand: 'band',
  visa: 'visa',
  contactRoute: 'route',
  noOwnNumbers: 'none',
  noFeeTaken: 'no fee?',
};

describe('publishing a managed candidate', () => {
  it("leaves to the dialog what it asks, and names what only her profile's editor gives", () => {
    expect(blockingOf(listing)).toEqual(['photo']);
  });

  it('asks for each choice, and refuses her own numbers when she has none', () => {
    expect(checkPublish(publishDraftOf(listing), listing, messages)).toEqual({
      errors: { salaryBand: 'band', visa: 'visa', contactRoute: 'route' },
    });
    const chosen = {
      salaryBand: '1200-2000',
      visa: 'Own Visa',
      contactRoute: 'own',
      noFeeTaken: false,
    } as const;
    expect(checkPublish(chosen, listing, messages)).toEqual({ errors: { contactRoute: 'none' } });
    expect(checkPublish({ ...chosen, contactRoute: 'agency' }, listing, messages)).toEqual({
      body: { salaryBand: '1200-2000', visa: 'Own Visa', contactRoute: 'agency' },
    });
  });

  it('asks an agency, once per candidate, to confirm it took no fee from her', () => {
    expect(asksNoFee('agency', listing)).toBe(true);
    expect(asksNoFee('admin', listing)).toBe(false);
    expect(asksNoFee('agency', { ...listing, noFeeConfirmedAt: '2026-11-20T06:00:00.000Z' })).toBe(
      false,
    );
    const chosen = {
      salaryBand: '1200-2000',
      visa: 'Own Visa',
      contactRoute: 'agency',
      noFeeTaken: false,
    } as const;
    expect(checkPublish(chosen, listing, messages, true)).toEqual({
      errors: { noFeeTaken: 'no fee?' },
    });
    expect(checkPublish({ ...chosen, noFeeTaken: true }, listing, messages, true)).toEqual({
      body: { salaryBand: '1200-2000', visa: 'Own Visa', contactRoute: 'agency', noFeeTaken: true },
    });
  });
});
