/* Listing, moderation, report and notification vocabularies as tuples, without zod. */

/**
 * Where a public profile stands (docs/decisions/0022). Only `listed` is on the public site:
 * - draft: not submitted, or taken off by its worker or agency;
 * - in_review: waiting in the admin Review queue (new, or a public field changed);
 * - changes_requested, rejected: the admin's answer, with a reason the owner sees;
 * - listed: approved and reconfirmed within 30 days;
 * - stale: not reconfirmed for 30 days, off the list until reconfirmed;
 * - hidden: taken off by an admin, with a reason; only an admin lists it again;
 * - hired: she accepted an offer; a return within probation makes her stale (reconfirm to list).
 */
export const LISTING_STATUSES = [
  'draft',
  'in_review',
  'changes_requested',
  'rejected',
  'listed',
  'stale',
  'hidden',
  'hired',
] as const;

/** A review request: a new listing, or a change to a public field of one. */
export const LISTING_REVIEW_KINDS = ['new', 'change'] as const;

export const LISTING_REVIEW_STATES = [
  'pending',
  'approved',
  'rejected',
  'changes_requested',
  'withdrawn',
] as const;

/** The admin's answer to a review request. */
export const LISTING_DECISIONS = ['approve', 'reject', 'request_changes'] as const;

/** Every moderation action, stored with who, when, why, before and after. */
export const MODERATION_ACTIONS = [
  'approve',
  'reject',
  'request_changes',
  'hide',
  'unhide',
  'deactivate_account',
  'reactivate_account',
  'uphold_report',
  'dismiss_report',
  'resolve_fee_report',
  'resolve_conversation_report',
] as const;

export const MODERATION_TARGETS = [
  'candidate',
  'user',
  'report',
  'fee_report',
  'conversation_report',
  'hire_review',
  'job_post',
] as const;

/** Why a family reports a profile. */
export const PROFILE_REPORT_REASONS = [
  'unreachable',
  'already_hired',
  'wrong_information',
  'asked_for_money',
] as const;

export const PROFILE_REPORT_STATES = ['open', 'upheld', 'dismissed'] as const;

/** Who reaches a worker an agency listed: her own numbers, or the agency's. */
export const CONTACT_ROUTES = ['own', 'agency'] as const;

/** Days a listing stays current without its worker or agency reconfirming it. */
export const RECONFIRM_AFTER_DAYS = 30;
/** The day of a listing's period on which its owner is reminded to reconfirm. */
export const RECONFIRM_REMINDER_DAY = 25;

/**
 * Everything Bayti tells people about. Security mails (`account.*`) are always sent; each
 * person can turn off the email of any other type in Settings (the bell still shows it).
 */
export const NOTIFICATION_TYPES = [
  'account.verify_email',
  'account.signup_attempt',
  'listing.submitted',
  'listing.approved',
  'listing.rejected',
  'listing.changes_requested',
  'listing.reconfirm_reminder',
  'listing.hidden',
  'candidate.shortlisted',
  'message.received',
  'interview.scheduled',
  'interview.proposed',
  'interview.agreed',
  'interview.declined',
  'interview.reminder',
  'interview.cancelled',
  'offer.received',
  'offer.accepted',
  'offer.declined',
  'offer.expired',
  'offer.withdrawn',
  'candidate.hired_elsewhere',
  'job_post.approved',
  'job_post.rejected',
  'job_post.changes_requested',
  'job_post.applied',
  'job_post.matched',
  'plan.activated',
  'plan.ending',
  'plan.credited',
  'invoice.issued',
  'invoice.paid',
  'invoice.refunded',
  'report.received',
  'report.fee_asked',
  'report.conversation',
  'refund_case.opened',
  'refund_case.overdue',
  'refund_case.paid',
  'review.requested',
  'review.published',
] as const;

/** Notification types whose email nobody can turn off. */
export const SECURITY_NOTIFICATION_TYPES = [
  'account.verify_email',
  'account.signup_attempt',
] as const;

/** The languages a person is written to in. */
export const MAIL_LOCALES = ['en', 'ar'] as const;

/** How long an email verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type ListingReviewKind = (typeof LISTING_REVIEW_KINDS)[number];
export type ListingReviewState = (typeof LISTING_REVIEW_STATES)[number];
export type ListingDecision = (typeof LISTING_DECISIONS)[number];
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number];
export type ProfileReportState = (typeof PROFILE_REPORT_STATES)[number];
export type ContactRoute = (typeof CONTACT_ROUTES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type MailLocale = (typeof MAIL_LOCALES)[number];
