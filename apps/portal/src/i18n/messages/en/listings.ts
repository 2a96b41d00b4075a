import type {
  ContactRoute,
  ManagedListingRequirement,
  ListingStatus,
  ProfileReportReason,
  ProfileReportState,
} from '@bayti/data/contract';

type Labels<Key extends string> = Record<Key, string>;

/**
 * English strings of public listings: where a profile stands (the worker's card, the agency's
 * candidates), publishing it, and the admin's Review and Reported profiles queues.
 */
export const listings = {
  /** A listing's status as its badge says it. */
  status: {
    draft: 'Not published',
    in_review: 'In review',
    changes_requested: 'Changes requested',
    rejected: 'Rejected',
    listed: 'Listed',
    stale: 'Not reconfirmed',
    hidden: 'Hidden by Bayti',
    hired: 'Hired',
  } satisfies Labels<ListingStatus>,
  /** What a status means for the profile, as its owner reads it. */
  meaning: {
    draft: 'Not on the public site. Submit it for review when it is complete.',
    in_review: 'Waiting for Bayti to review it. Families do not see it yet.',
    changes_requested: 'Bayti asked for changes before listing it.',
    rejected: 'Bayti did not list it.',
    listed: (date: string) => `Listed on the public site. Reconfirm by ${date} to keep it listed.`,
    stale: 'Hidden until you reconfirm it: 30 days have passed since it was last reconfirmed.',
    hidden: 'Bayti took it off the public site. Contact Bayti to have it listed again.',
    hired:
      'Off the public site: she accepted an offer. If she is returned, reconfirm to list her again.',
  },
  /** The words of a listing dialog's frame. */
  frame: { cancel: 'Cancel', close: 'Close', saving: 'Saving...' },
  reason: 'Bayti says',
  reconfirmSoon: (date: string) => `Reconfirm by ${date}, or it leaves the public site.`,
  actions: {
    submit: 'Submit for review',
    resubmit: 'Submit again',
    unpublish: 'Unpublish',
    reconfirm: 'Reconfirm',
    publish: 'Publish',
  },
  done: {
    listed: 'Listed on the public site.',
    submitted: 'Sent for review. Bayti will tell you when it is decided.',
    unpublished: 'Taken off the public site.',
    reconfirmed: 'Reconfirmed for another 30 days.',
  },
  failed: {
    submit: 'Could not submit for review',
    unpublish: 'Could not unpublish',
    reconfirm: 'Could not reconfirm',
  },
  /** The worker's own card. */
  worker: {
    title: 'Public listing',
    missing: 'Before you can submit:',
    viewPublic: 'View your public profile',
    unpublishTitle: 'Unpublish your profile?',
    unpublishQuestion:
      'Families will no longer find you. You can submit it again later; Bayti reviews it again.',
  },
  /** What a worker still needs before she can submit, beyond the profile's starred fields. */
  requirements: {
    emailVerified: 'A verified email address (open the link we sent you)',
    dateOfBirth: 'Date of birth',
    adult: 'You must be 18 or older to be listed',
  },
  /** The agency's (or admin's) listing of a managed candidate. */
  managed: {
    section: 'Public listing',
    column: 'Listing',
    filter: 'Listing',
    anyListing: 'Any listing',
    publishTitle: (name: string) => `Publish ${name}`,
    publishDescription:
      'Her public profile is reviewed by Bayti before families see it. Choose how families with a plan reach her.',
    contactRoute: 'Families contact',
    contactRoutes: {
      own: 'Her own phone and WhatsApp',
      agency: "The agency's phone and email",
    } satisfies Labels<ContactRoute>,
    chooseRoute: 'Choose how families reach her',
    publishFailed: 'Could not publish the candidate',
    unpublishTitle: (name: string) => `Unpublish ${name}?`,
    unpublishQuestion:
      'She leaves the public site at once. Publishing her again needs a new review.',
    missing: 'Complete these on her profile before publishing:',
    actions: (name: string) => `Listing of ${name}`,
    publishDescriptionAdmin:
      'Published by an admin, she is listed at once. Choose how families with a plan reach her.',
    salaryBand: 'Salary band',
    visa: 'Visa',
    chooseBand: 'Choose her salary band',
    chooseVisa: 'Choose her visa',
    noOwnNumbers: "Her profile has no numbers of her own: choose the agency's",
    noFeeConfirm: (name: string) =>
      `Our agency took no fee or commission from ${name}, in the UAE or in her home country. A worker never pays to be placed.`,
    noFeeRequired: 'Confirm that no fee was taken from her before publishing.',
    listedBy: (agency: string) => `Listed by ${agency}`,
    requirements: {
      photo: 'A photo',
      salaryBand: 'A salary band',
      visa: 'Her visa',
      services: 'Her services (core skills)',
      languages: 'Her languages',
      description: 'A description (About)',
      contactRoute: 'How families reach her',
      ownNumbers: 'Her own phone numbers',
      adult: 'She must be 18 or older by her date of birth',
    } satisfies Labels<ManagedListingRequirement>,
    hidden: 'Only an admin can list her again.',
  },
  /** The admin's Review queue. */
  review: {
    title: 'Review',
    table: 'Profiles waiting for review',
    empty: 'Nothing waits for review.',
    intro: 'New public profiles and changes to public fields, oldest first.',
    columns: {
      candidate: 'Candidate',
      submittedBy: 'Submitted by',
      kind: 'Request',
      submittedAt: 'Submitted',
      action: 'Action',
    },
    kinds: { new: 'New profile', change: 'Changed fields' },
    changed: (fields: string) => `Changed: ${fields}`,
    open: 'Review',
    openName: (name: string) => `Review ${name}`,
    worker: 'The worker herself',
    detailTitle: (name: string) => `Review ${name}`,
    publicFields: 'Public fields',
    changedBadge: 'Changed',
    approve: 'Approve',
    reject: 'Reject',
    requestChanges: 'Request changes',
    approved: (name: string) => `${name} is listed.`,
    rejected: (name: string) => `${name} was rejected.`,
    changesRequested: (name: string) => `Changes requested from ${name}'s owner.`,
    approveFailed: 'Could not approve',
    rejectTitle: (name: string) => `Reject ${name}`,
    rejectDescription: 'The worker or agency sees this reason.',
    changesTitle: (name: string) => `Request changes from ${name}'s owner`,
    changesDescription: 'Say what to change; the worker or agency sees this.',
    decideFailed: 'Could not record the decision',
    changedFields: 'What changed since the last approval',
    field: 'Field',
    before: 'Before',
    after: 'Now',
  },
  /** The public fields a review names, by the server's key. */
  fields: {
    name: 'Name',
    image: 'Photo',
    photo: 'Photo',
    nationality: 'Nationality',
    position: 'Position',
    age: 'Age',
    dateOfBirth: 'Date of birth',
    salary: 'Salary',
    salaryBand: 'Salary band',
    workType: 'Work type',
    visa: 'Visa',
    services: 'Services',
    skills: 'Skills',
    languages: 'Languages',
    description: 'Description',
    experience: 'Experience',
    location: 'Location',
    availableFrom: 'Available from',
    contactRoute: 'Contact route',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    video: 'Introduction video',
    religion: 'Religion',
    maritalStatus: 'Marital status',
    childcareExperience: 'Childcare experience',
    visaExpiry: 'Visa expiry',
  } as Record<string, string>,
  /** A reason the admin writes: required for a refusal, a hide or a deactivation. */
  reasonField: {
    reason: 'Reason',
    note: 'Note',
    required: 'Write the reason',
    tooLong: (max: string) => `Keep it under ${max} characters`,
  },
  /** Hide / Unhide a public profile, Deactivate / Reactivate an account. */
  moderation: {
    hide: 'Hide',
    unhide: 'Unhide',
    hideTitle: (name: string) => `Hide ${name}`,
    hideDescription:
      'She leaves the public site until an admin unhides her. Her owner sees the reason.',
    unhideTitle: (name: string) => `Unhide ${name}`,
    unhideDescription: 'She goes back on the public site if her listing is otherwise current.',
    hidden: (name: string) => `${name} is hidden.`,
    unhidden: (name: string) => `${name} is no longer hidden.`,
    deactivate: 'Deactivate account',
    reactivate: 'Reactivate account',
    /** A row's button: the visible words first, then whose account. */
    deactivateNamed: (name: string) => `Deactivate account of ${name}`,
    reactivateNamed: (name: string) => `Reactivate account of ${name}`,
    deactivateTitle: (name: string) => `Deactivate ${name}'s account`,
    deactivateDescription:
      'They can no longer sign in, and their public profiles leave the site. Stored with your reason.',
    reactivateTitle: (name: string) => `Reactivate ${name}'s account`,
    reactivateDescription: 'They can sign in again. Stored with your reason.',
    deactivated: (name: string) => `${name}'s account is deactivated.`,
    reactivated: (name: string) => `${name}'s account is active again.`,
    failed: 'Could not save this action',
  },
  /** The admin's Reported profiles queue. */
  reports: {
    title: 'Reported profiles',
    table: 'Open reports on public profiles',
    empty: 'No open reports.',
    intro: 'Families report profiles they could not reach or found wrong; the oldest first.',
    columns: {
      profile: 'Profile',
      reason: 'Reason',
      note: 'Note',
      family: 'Family',
      date: 'Reported',
      action: 'Action',
    },
    reasons: {
      unreachable: 'Could not reach her',
      already_hired: 'Already hired',
      wrong_information: 'Wrong information',
      asked_for_money: 'Asked for money',
    } satisfies Labels<ProfileReportReason>,
    states: {
      open: 'Open',
      upheld: 'Upheld',
      dismissed: 'Dismissed',
    } satisfies Labels<ProfileReportState>,
    uphold: 'Uphold',
    dismiss: 'Dismiss',
    upholdName: (name: string) => `Uphold the report on ${name}`,
    dismissName: (name: string) => `Dismiss the report on ${name}`,
    upholdTitle: (name: string) => `Uphold the report on ${name}`,
    upholdDescription:
      'The report was right. Say what you did; hide the profile if it should leave the site.',
    hideProfile: 'Also hide the profile',
    dismissTitle: (name: string) => `Dismiss the report on ${name}`,
    dismissDescription: 'The profile stays as it is. Say why.',
    /** Workers asked to pay a fee: above the families' reports, urgent. */
    fees: {
      title: 'Workers asked to pay',
      urgent: 'Urgent',
      intro:
        'A worker never pays a fee or commission to be placed. Act on these first; the oldest first.',
      askedBy: 'Who asked',
      happened: 'What happened',
      reported: 'Reported',
      resolve: 'Resolve',
      resolveName: (name: string) => `Resolve the fee report by ${name}`,
      resolveTitle: (name: string) => `Resolve the fee report by ${name}`,
      resolveDescription: 'Say what Bayti did; it is kept with your name.',
      did: 'What Bayti did',
      resolved: (name: string) => `The fee report by ${name} is resolved.`,
    },
    upheld: (name: string) => `The report on ${name} is upheld.`,
    dismissed: (name: string) => `The report on ${name} is dismissed.`,
  },
};
