/**
 * What Bayti tells people (docs/decisions/0023), in English: per notification type a short
 * `title` (the bell and the subject of its email) and a `body` (the email's text). Spread into
 * ./en.ts; ./notifications-ar.ts has the same ids.
 */
export const notificationsEn = {
  'notify.account.verify_email.title': 'Verify your email address',
  'notify.account.verify_email.body':
    'Welcome to Bayti. Open this link within 24 hours to verify your email address. Until you do, a family cannot buy a plan or contact workers, and a worker cannot be published.',
  'notify.account.signup_attempt.title': 'Someone tried to sign up with your email',
  'notify.account.signup_attempt.body':
    'Hello {name}, someone tried to create a Bayti account with this email address, which already has one. If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you can ignore this email: nothing has changed.',
  'notify.listing.submitted.title': 'New listing to review: {candidate}',
  'notify.listing.submitted.body': 'The profile of {candidate} is waiting in the Review queue.',
  'notify.listing.approved.title': 'Your listing of {candidate} is live',
  'notify.listing.approved.body':
    'An administrator approved the profile of {candidate}. Families can find it now. Reconfirm it every 30 days to keep it listed.',
  'notify.listing.rejected.title': 'Your listing of {candidate} was not approved',
  'notify.listing.rejected.body':
    'An administrator did not approve the profile of {candidate}. The reason: {reason}',
  'notify.listing.changes_requested.title': 'Changes requested for {candidate}',
  'notify.listing.changes_requested.body':
    'An administrator asks for changes to the profile of {candidate} before it is listed: {reason}',
  'notify.listing.reconfirm_reminder.title': 'Reconfirm the listing of {candidate}',
  'notify.listing.reconfirm_reminder.body':
    'The profile of {candidate} leaves the public list on {date} unless you reconfirm that it is still current. Open your dashboard and choose Reconfirm.',
  'notify.listing.hidden.title': 'The listing of {candidate} is hidden',
  'notify.listing.hidden.body':
    'The profile of {candidate} is no longer on the public list. The reason: {reason}',
  'notify.candidate.shortlisted.title': 'A family shortlisted {candidate}',
  'notify.candidate.shortlisted.body':
    'A family added {candidate} to their shortlist. They may contact you or set an interview soon.',
  'notify.interview.scheduled.title': 'Interview set for {candidate} on {date}',
  'notify.interview.scheduled.body': 'A family set an interview with {candidate} on {date}.',
  'notify.interview.proposed.title': '{family} asks to interview {candidate}',
  'notify.interview.proposed.body':
    '{family} proposes to interview {candidate} by {mode, select, video {video call} other {meeting in person}} at one of these times (Dubai time): {times}. Pick one, or decline, in your dashboard.',
  'notify.interview.agreed.title': 'Interview agreed: {candidate} with {family}',
  'notify.interview.agreed.body':
    'The interview of {candidate} with {family} is agreed for {time} (Dubai time), {mode, select, video {by video call: {link}} other {at {place}}}. The calendar invitation is attached.',
  'notify.interview.declined.title': '{candidate} declined your interview',
  'notify.interview.declined.body':
    'None of the times you proposed suits {candidate}. You can propose other times from your Candidates list.',
  'notify.interview.reminder.title':
    'Interview {when, select, 1h {in 1 hour} other {tomorrow}}: {candidate} with {family}',
  'notify.interview.reminder.body':
    'A reminder: the interview of {candidate} with {family} is at {time} (Dubai time), {mode, select, video {by video call: {link}} other {at {place}}}.',
  'notify.interview.cancelled.title':
    '{by, select, you {You cancelled the interview with {candidate}} other {{family} cancelled the interview with {candidate}}}',
  'notify.interview.cancelled.body':
    '{by, select, you {You cancelled the interview with {candidate} on {time} (Dubai time).} other {{family} cancelled {agreed, select, yes {the interview with {candidate} on {time} (Dubai time).} other {the interview times proposed to {candidate}.}}}} {agreed, select, yes {The attached cancellation takes it out of your calendar.} other {}}',
  'notify.offer.received.title': 'A job offer for {candidate}',
  'notify.offer.received.body':
    '{family} offers {candidate} the position of {position} at AED {salary} a month, starting {start}. Accept or decline it by {expires}; after that it expires.',
  'notify.offer.accepted.title': '{candidate} accepted your offer',
  'notify.offer.accepted.body':
    '{candidate} accepted your offer of {position}, starting {start}. Her recruitment has started: follow it under Recruitments.',
  'notify.offer.declined.title': '{candidate} declined your offer',
  'notify.offer.declined.body':
    '{candidate} declined your offer of {position}. The reason given: {reason, select, salary {the salary} start_date {the start date} duties {the duties} accommodation {the accommodation} day_off {the day off} other_job {she took another job} other {another reason}}.',
  'notify.offer.expired.title': 'Your offer to {candidate} expired',
  'notify.offer.expired.body':
    '{candidate} did not answer your offer of {position} within 7 days, so it expired. You can send a new one.',
  'notify.offer.withdrawn.title': 'The offer for {candidate} was withdrawn',
  'notify.offer.withdrawn.body': '{family} withdrew the offer of {position} to {candidate}.',
  'notify.candidate.hired_elsewhere.title': '{candidate} is no longer available',
  'notify.candidate.hired_elsewhere.body':
    "{candidate} accepted another family's offer and is no longer available. Any offer you sent her is closed.",
  'notify.job_post.approved.title': 'Your job post for a {position} in {emirate} is live',
  'notify.job_post.approved.body':
    'An administrator approved your job post for a {position} in {emirate}. Workers can find it on Bayti and apply now.',
  'notify.job_post.rejected.title': 'Your job post for a {position} was not approved',
  'notify.job_post.rejected.body':
    'An administrator did not approve your job post for a {position} in {emirate}. The reason: {reason}',
  'notify.job_post.changes_requested.title': 'Changes requested to your job post for a {position}',
  'notify.job_post.changes_requested.body':
    'An administrator asks for changes to your job post for a {position} in {emirate} before it is listed: {reason}',
  'notify.job_post.applied.title': '{candidate} applied to your job for a {position}',
  'notify.job_post.applied.body':
    '{candidate} applied to your job post for a {position} in {emirate}. She is on your Candidates list, marked Applied, with her note.',
  'notify.job_post.matched.title': 'A new job for a {position} in {emirate}',
  'notify.job_post.matched.body':
    'A family posted a {workType} job for a {position} in {emirate} that matches your profile. Read it and apply on Bayti.',
  'notify.plan.activated.title': 'Your {plan} plan is active',
  'notify.plan.activated.body':
    'Your {plan} plan is active until {date}. You can now see the phone and WhatsApp of listed workers.',
  'notify.plan.ending.title': 'Your {plan} plan ends on {date}',
  'notify.plan.ending.body':
    'Your {plan} plan ends on {date}. Order a new plan to keep contacting workers.',
  'notify.invoice.issued.title': 'Invoice {invoice} issued',
  'notify.invoice.issued.body': 'Invoice {invoice} for AED {amount} is waiting for payment.',
  'notify.invoice.paid.title': 'Invoice {invoice} paid',
  'notify.invoice.paid.body':
    'We received the payment of invoice {invoice}, AED {amount}. Thank you.',
  'notify.invoice.refunded.title': 'Invoice {invoice} refunded: AED {amount}',
  'notify.invoice.refunded.body':
    'Bayti refunded AED {amount} of invoice {invoice}; credit note {creditNote} records it.{ended, select, yes { The access this plan gave has ended.} other {}}',
  'notify.report.received.title': 'Profile reported: {candidate}',
  'notify.report.received.body':
    'A family reported the profile of {candidate} ({reason}). The report waits in the Reports queue.',
  'notify.plan.credited.title': 'Your plan gained {days} days',
  'notify.plan.credited.body':
    'Bayti confirmed that {candidate} could not be reached or was no longer available after you saw her contact details, so your access now runs until {date}.',
  'notify.report.fee_asked.title': 'Urgent: {worker} was asked to pay',
  'notify.report.fee_asked.body':
    '{worker} reports that {askedBy} asked her to pay. A worker never pays: the report waits, marked urgent, at the top of the Reports queue.',
  'notify.report.conversation.title': 'Urgent: a conversation with {reported} was reported',
  'notify.report.conversation.body':
    'A conversation about {candidate} with {reported} was reported, by one side or by the scam guard. It waits, marked urgent, in the Reports queue with its messages.',
  'notify.message.received.title': 'New message from {sender}',
  'notify.message.received.body':
    '{sender} wrote to you about {candidate}: “{preview}” Answer in your Messages on Bayti. Bayti never asks you to pay outside Bayti.',
  'notify.refund_case.opened.title': 'Refund case opened: {candidate}',
  'notify.refund_case.opened.body':
    "{candidate} was returned on {returnedOn} within her probation. Under MOHRE's rule the agency refunds AED {amount} of the recruitment fee by {dueOn}.",
  'notify.refund_case.overdue.title': 'Refund overdue: {candidate}',
  'notify.refund_case.overdue.body':
    'The refund of AED {amount} to the family of {candidate} was due on {dueOn} and is not recorded as paid.',
  'notify.refund_case.paid.title': 'Refund paid: {candidate}',
  'notify.refund_case.paid.body':
    'The refund of AED {amount} for the return of {candidate} is recorded as paid on {paidOn} (reference {reference}).',
  'notify.review.requested.title':
    '{to, select, family {How was it with {candidate}? Write your review} other {How was it with {family}? Write your review}}',
  'notify.review.requested.body':
    '{to, select, family {{candidate} has worked for you for a while now. Rate her, and the agency that listed her, in your dashboard: your review is published once she has written hers, or in 14 days.} other {You have worked for {family} for a while now. Rate the family in your dashboard: your review is published once they have written theirs, or in 14 days.}}',
  'notify.review.published.title':
    '{subject, select, worker {A review of {candidate} is published} agency {A review of your agency is published} other {{candidate} reviewed your family}}',
  'notify.review.published.body':
    '{subject, select, worker {{family} gave {candidate} {stars} of 5 stars. It now shows on her profile.} agency {{family} gave your agency {stars} of 5 stars after hiring {candidate}. It now shows on your agency page.} other {{candidate} gave your family {stars} of 5 stars. Read it in your dashboard.}}',

  // Around every email
  'mail.greeting': 'Hello {name},',
  'mail.openLink': 'Open in Bayti: {link}',
  'mail.preferences':
    'You receive this email because of your Bayti account. Choose which emails you receive in Settings: {link}',
} as const;
