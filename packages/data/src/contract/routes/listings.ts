import { allow, routesOf, visitor } from './route';

const { route } = routesOf('listings');

/**
 * Listings (docs/decisions/0022): submitting a public profile to review, taking it off,
 * reconfirming it every 30 days; the admin Review queue, hiding profiles, deactivating accounts,
 * families' reports, the public agency page and the listed counts. No zod at run time.
 */
export const listingsRoutes = {
  // --- The worker's own profile ---------------------------------------------------------------
  /** Submit her saved profile to the admin Review queue (complete, verified, 18 or over). */
  submitCandidateListing: route('POST', '/candidate/profile/listing', {
    access: allow(['candidate'], 'self'),
    doc: 'Submit her profile to the admin Review queue (400 names what is missing)',
    errors: ['conflict'],
    response: 'candidateProfileResponseSchema',
  }),
  /** Take her profile off the public site (or withdraw it from review) at once. */
  withdrawCandidateListing: route('DELETE', '/candidate/profile/listing', {
    access: allow(['candidate'], 'self'),
    doc: 'Unpublish her profile, or withdraw it from review, at once',
    errors: ['conflict'],
    response: 'candidateProfileResponseSchema',
  }),
  /** Reconfirm her listing: listed for 30 more days (a stale one is listed again). */
  reconfirmCandidateListing: route('POST', '/candidate/profile/listing/reconfirm', {
    access: allow(['candidate'], 'self'),
    doc: 'Reconfirm her listing for 30 more days (relists a stale one)',
    errors: ['conflict'],
    response: 'candidateProfileResponseSchema',
  }),

  // --- Managed candidates (agency: its own; admin: any) ---------------------------------------
  publishAgencyCandidate: route('POST', '/agency/candidates/:id/listing', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Publish a candidate: set her salary band, visa and contact route, submit to review',
    tag: 'agency',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'managedListingBodySchema',
    response: 'managedCandidateResponseSchema',
  }),
  unpublishAgencyCandidate: route('DELETE', '/agency/candidates/:id/listing', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Unpublish a candidate (or withdraw her from review) at once',
    tag: 'agency',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'managedCandidateResponseSchema',
  }),
  reconfirmAgencyCandidate: route('POST', '/agency/candidates/:id/listing/reconfirm', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Reconfirm a candidate's listing for 30 more days (relists a stale one)",
    tag: 'agency',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'managedCandidateResponseSchema',
  }),
  publishAdminCandidate: route('POST', '/admin/candidates/:id/listing', {
    access: allow(['admin']),
    doc: 'Publish any managed candidate: listed at once, recorded as approved',
    tag: 'admin',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'managedListingBodySchema',
    response: 'managedCandidateResponseSchema',
  }),
  unpublishAdminCandidate: route('DELETE', '/admin/candidates/:id/listing', {
    access: allow(['admin']),
    doc: 'Unpublish any managed candidate at once',
    tag: 'admin',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'managedCandidateResponseSchema',
  }),
  reconfirmAdminCandidate: route('POST', '/admin/candidates/:id/listing/reconfirm', {
    access: allow(['admin']),
    doc: "Reconfirm any managed candidate's listing for 30 more days",
    tag: 'admin',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'managedCandidateResponseSchema',
  }),

  // --- Moderation (admins only) ---------------------------------------------------------------
  /** The Review queue: pending first come, first served, with what changed. */
  listingReviews: route('GET', '/admin/moderation/reviews', {
    access: allow(['admin']),
    doc: 'The Review queue: pending reviews (or another state), with what changed',
    tag: 'moderation',
    query: 'listingReviewsQuerySchema',
    response: 'listingReviewsResponseSchema',
  }),
  /** Approve, reject (reason) or request changes (reason); 409 once decided. */
  decideListingReview: route('POST', '/admin/moderation/reviews/:id/decision', {
    access: allow(['admin']),
    doc: 'Approve, reject or request changes (a reason for the last two)',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'listingDecisionBodySchema',
    response: 'listingReviewResponseSchema',
  }),
  hideListing: route('POST', '/admin/moderation/candidates/:id/hide', {
    access: allow(['admin']),
    doc: 'Hide any public profile, with a reason its worker or agency sees',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'moderationReasonBodySchema',
    response: 'moderatedListingResponseSchema',
  }),
  /** A hidden profile goes back to the list (reconfirmed from today), or to draft if never approved. */
  unhideListing: route('POST', '/admin/moderation/candidates/:id/unhide', {
    access: allow(['admin']),
    doc: 'Unhide a profile the admin hid',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'moderationNoteBodySchema',
    response: 'moderatedListingResponseSchema',
  }),
  /** Deactivate any account but one's own: it cannot sign in and its sessions end. */
  deactivateAccount: route('POST', '/admin/moderation/users/:id/deactivate', {
    access: allow(['admin']),
    doc: 'Deactivate any account (its sessions end), with a reason',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'moderationReasonBodySchema',
    response: 'moderatedAccountResponseSchema',
  }),
  reactivateAccount: route('POST', '/admin/moderation/users/:id/reactivate', {
    access: allow(['admin']),
    doc: 'Reactivate a deactivated account',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'moderationNoteBodySchema',
    response: 'moderatedAccountResponseSchema',
  }),
  moderationActions: route('GET', '/admin/moderation/actions', {
    access: allow(['admin']),
    doc: 'Every moderation action, newest first (optionally of one target)',
    tag: 'moderation',
    query: 'moderationActionsQuerySchema',
    response: 'moderationActionsResponseSchema',
  }),

  // --- Reports --------------------------------------------------------------------------------
  /** A signed-in family reports a listed profile; 409 while its previous report is open. */
  reportCandidate: route('POST', '/candidates/:id/reports', {
    access: allow(['client']),
    doc: 'Report a profile (unreachable, already hired, wrong information, asked for money)',
    tag: 'reports',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'profileReportBodySchema',
    response: 'filedReportResponseSchema',
    status: 201,
  }),
  profileReports: route('GET', '/admin/moderation/reports', {
    access: allow(['admin']),
    doc: "Families' reports: open first come, first served (or another state)",
    tag: 'moderation',
    query: 'profileReportsQuerySchema',
    response: 'profileReportsResponseSchema',
  }),
  resolveProfileReport: route('POST', '/admin/moderation/reports/:id/resolution', {
    access: allow(['admin']),
    doc: 'Uphold (and with hide, hide the profile) or dismiss a report, with a note; 409 once resolved or if the profile is already hidden',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'profileReportResolutionBodySchema',
    response: 'profileReportResponseSchema',
  }),

  /** A worker asked to pay a fee tells Bayti; the admins hear at once (urgent). */
  reportFeeAsked: route('POST', '/candidate/fee-reports', {
    access: allow(['candidate'], 'self'),
    doc: 'A worker reports she was asked to pay a fee: who asked and what happened (urgent for the admins)',
    tag: 'reports',
    body: 'feeReportBodySchema',
    response: 'filedFeeReportResponseSchema',
    status: 201,
  }),
  feeReports: route('GET', '/admin/moderation/fee-reports', {
    access: allow(['admin']),
    doc: 'Workers asked to pay: open reports first come, first served (or another state)',
    tag: 'moderation',
    query: 'feeReportsQuerySchema',
    response: 'feeReportsResponseSchema',
  }),
  resolveFeeReport: route('POST', '/admin/moderation/fee-reports/:id/resolution', {
    access: allow(['admin']),
    doc: 'Resolve a worker’s fee report with what Bayti did; 409 once resolved',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'feeReportResolutionBodySchema',
    response: 'feeReportResponseSchema',
  }),

  // --- Public ---------------------------------------------------------------------------------
  /** An agency's public page ("Listed by" links to it): name, licence status, city, listed candidates. */
  publicAgency: route('GET', '/agency-pages/:id', {
    access: visitor(),
    doc: "An agency's public page and its listed candidates",
    tag: 'agencies',
    errors: ['not_found'],
    params: 'idParamsSchema',
    query: 'publicAgencyQuerySchema',
    response: 'publicAgencyResponseSchema',
  }),
  /** The nationality strip and totals on the home and About pages, counted from the listings. */
  listingCounts: route('GET', '/candidates/counts', {
    access: visitor(),
    doc: 'Listed candidates: the total and the count per nationality, most first',
    tag: 'candidates',
    response: 'listingCountsResponseSchema',
  }),
} as const;
