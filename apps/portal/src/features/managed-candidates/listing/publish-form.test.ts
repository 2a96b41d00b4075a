import type { ManagedListing } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { blockingOf, checkPublish, publishDraftOf } from './publish-form';

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
  missing: ['salaryBand', 'visa', 'contactRoute', 'photo', 'ownNumbers'],
};
const messages = { salaryBand: 'band', visa: 'visa', contactRoute: 'route', noOwnNumbers: 'none' };

describe('publishing a managed candidate', () => {
  it("leaves to the dialog what it asks, and names what only her profile's editor gives", () => {
    expect(blockingOf(listing)).toEqual(['photo']);
  });

  it('asks for each choice, and refuses her own numbers when she has none', () => {
    expect(checkPublish(publishDraftOf(listing), listing, messages)).toEqual({
      errors: { salaryBand: 'band', visa: 'visa', contactRoute: 'route' },
    });
    const chosen = { salaryBand: '1200-2000', visa: 'Own Visa', contactRoute: 'own' } as const;
    expect(checkPublish(chosen, listing, messages)).toEqual({ errors: { contactRoute: 'none' } });
    expect(checkPublish({ ...chosen, contactRoute: 'agency' }, listing, messages)).toEqual({
      body: { ...chosen, contactRoute: 'agency' },
    });
  });
});
