import type {
  ContactRoute,
  ManagedListing,
  ManagedListingBody,
  ManagedListingRequirement,
} from '@bayti/data/contract';
import type { Checked } from '../../shared/forms/checked-form';

/** What the Publish dialog holds while it is open. */
export interface PublishDraft {
  salaryBand: ManagedListingBody['salaryBand'] | null;
  visa: ManagedListingBody['visa'] | null;
  contactRoute: ContactRoute | null;
  /** The agency's confirmation that it took no fee from her (asked once, by an agency). */
  noFeeTaken: boolean;
}

/** What the dialog itself asks for; the rest of what is missing is edited on her profile. */
const ASKED: readonly ManagedListingRequirement[] = ['salaryBand', 'visa', 'contactRoute'];

/** What she still lacks that only her profile's editor gives (a photo, a description...). */
export const blockingOf = (listing: ManagedListing): ManagedListingRequirement[] =>
  listing.missing.filter((item) => !ASKED.includes(item) && item !== 'ownNumbers');

/** The dialog's starting values: what her listing had, if it was ever submitted. */
export const publishDraftOf = (listing: ManagedListing): PublishDraft => ({
  salaryBand: listing.salaryBand,
  visa: listing.visa,
  contactRoute: listing.contactRoute,
  noFeeTaken: false,
});

/** An agency is asked, once per candidate, to confirm it took no fee from her. */
export const asksNoFee = (side: 'agency' | 'admin', listing: ManagedListing): boolean =>
  side === 'agency' && listing.noFeeConfirmedAt === null;

/**
 * The publish request, or the fields still to choose. Her own numbers as the route needs numbers
 * on her profile (`ownNumbers` missing says she has none).
 */
export function checkPublish(
  draft: PublishDraft,
  listing: ManagedListing,
  messages: {
    salaryBand: string;
    visa: string;
    contactRoute: string;
    noOwnNumbers: string;
    noFeeTaken: string;
  },
  noFeeAsked = false,
): Checked<ManagedListingBody> {
  const errors: Partial<Record<keyof PublishDraft, string>> = {};
  if (noFeeAsked && !draft.noFeeTaken) errors.noFeeTaken = messages.noFeeTaken;
  if (!draft.salaryBand) errors.salaryBand = messages.salaryBand;
  if (!draft.visa) errors.visa = messages.visa;
  if (!draft.contactRoute) errors.contactRoute = messages.contactRoute;
  else if (draft.contactRoute === 'own' && listing.missing.includes('ownNumbers'))
    errors.contactRoute = messages.noOwnNumbers;
  if (!draft.salaryBand || !draft.visa || !draft.contactRoute || Object.keys(errors).length > 0)
    return { errors };
  return {
    body: {
      salaryBand: draft.salaryBand,
      visa: draft.visa,
      contactRoute: draft.contactRoute,
      ...(noFeeAsked && { noFeeTaken: true }),
    },
  };
}
