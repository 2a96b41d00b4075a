import type { NotificationType } from '@bayti/data/contract';
import { plural } from '../../plural';

/**
 * English strings of the notification centre: the bell of every signed-in header, the
 * /notifications page and Settings' Emails section. Always in the bundle, since the bell is in
 * every signed-in frame.
 */
export const notifications = {
  title: 'Notifications',
  /** The bell's accessible name: the count in words. */
  bell: plural('en', { one: 'Notifications, # unread', other: 'Notifications, # unread' }),
  latest: 'Latest notifications',
  unread: 'Unread',
  empty: 'You have no notifications yet.',
  markAllRead: 'Mark all as read',
  markAllFailed: 'Failed to mark your notifications as read',
  seeAll: 'See all',
  loadFailed: 'Failed to load your notifications',
  page: {
    subtitle: 'What Bayti told you about your account, newest first.',
    list: 'All notifications',
    unread: plural('en', { one: '# unread notification', other: '# unread notifications' }),
    more: 'Show older notifications',
    loadingMore: 'Loading older notifications...',
    allRead: 'Everything is read.',
  },
  emails: {
    title: 'Emails',
    hint: 'Choose which emails Bayti sends you. The notification bell shows everything either way.',
    securityNote: 'Security emails about your account are always sent.',
    saveFailed: 'Failed to save your email choice',
    saved: 'Saved.',
  },
  /** What each notification type is about, as Settings lists it. */
  types: {
    'account.verify_email': 'Verifying your email address',
    'account.signup_attempt': 'Someone signing up with your email',
    'listing.submitted': 'New listings to review',
    'listing.approved': 'A listing approved',
    'listing.rejected': 'A listing not approved',
    'listing.changes_requested': 'Changes requested to a listing',
    'listing.reconfirm_reminder': 'Reminders to reconfirm a listing',
    'listing.hidden': 'A listing hidden',
    'candidate.shortlisted': 'A family shortlisting a worker',
    'interview.scheduled': 'Interviews set by families',
    'interview.proposed': 'Interview times proposed by families',
    'interview.agreed': 'An interview agreed, with its calendar invitation',
    'interview.declined': 'Interview times declined',
    'interview.reminder': 'Reminders a day and an hour before an interview',
    'interview.cancelled': 'An interview cancelled',
    'offer.received': 'Offers from families',
    'offer.accepted': 'Offers accepted',
    'offer.declined': 'Offers declined',
    'offer.expired': 'Offers expired unanswered',
    'offer.withdrawn': 'Offers withdrawn by the family',
    'candidate.hired_elsewhere': 'A candidate on your list hired by another family',
    'job_post.approved': 'Your job posts approved',
    'job_post.rejected': 'Your job posts not approved',
    'job_post.changes_requested': 'Changes requested to your job posts',
    'job_post.applied': 'Workers applying to your jobs',
    'job_post.matched': 'New jobs that match your profile',
    'plan.activated': 'Your plan activated',
    'plan.ending': 'Your plan ending soon',
    'invoice.issued': 'Invoices issued',
    'invoice.paid': 'Invoices paid',
    'invoice.refunded': 'Invoices refunded',
    'report.received': 'Profiles reported by families',
    'report.fee_asked': 'Workers asked to pay (urgent)',
    'report.conversation': 'Conversations reported (urgent)',
    'message.received': 'New messages',
    'refund_case.opened': 'Refund cases opened by a return',
    'refund_case.overdue': 'Refunds overdue',
    'refund_case.paid': 'Refunds paid',
    'review.requested': 'Reviews to write after a hire',
    'review.published': 'Reviews about you published',
    'plan.credited': 'Days added to your plan',
  } satisfies Record<NotificationType, string>,
};

export type NotificationMessages = typeof notifications;
