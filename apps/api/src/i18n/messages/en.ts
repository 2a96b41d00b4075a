import { CONTRACT_MESSAGES } from '@bayti/data/contract';
import { invoicePdfEn } from './invoice-pdf-en';
import { notificationsEn } from './notifications-en';
import { conversationsEn } from './conversations-en';
import { interviewsEn } from './interviews-en';
import { hireReviewsEn } from './hire-reviews-en';
import { jobPostsEn } from './job-posts-en';
import { offersEn } from './offers-en';

/**
 * The API's messages in English, by stable id: ICU messages, `{name}` for a value
 * (docs/decisions/0019). The source language: `ar.ts` must have exactly these ids, and
 * `catalogues.test.ts` that it names the same values in each.
 */
export const en = {
  // The contract's messages (what its schemas write), in the contract's own English.
  ...CONTRACT_MESSAGES,

  // Envelope headlines and generic answers
  'error.checkFields': 'Please check the highlighted fields.',
  'error.signIn': 'Please sign in to continue.',
  'error.forbidden': 'You do not have access to this.',
  'error.internal': 'Something went wrong. Please try again.',
  'error.unprocessable': 'The request could not be processed.',
  'error.invalidJson': 'The request body is not valid JSON.',
  'error.emptyBody': 'The request body is empty.',
  'error.bodyTooLarge': 'The request body is too large.',
  'error.sendJson': 'Send the request body as JSON.',
  'error.contentLength': 'The Content-Length header does not match the body.',
  'error.databaseDown': 'The database is not answering.',
  'error.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'error.invalidValue': 'Invalid value',
  'error.noRoute': 'No route for {method} {path}.',

  // Accounts and sign-in
  'auth.emailTaken': 'An account with this email already exists.',
  'auth.invalidCredentials': 'Invalid email or password.',
  'auth.tooManyAttempts':
    'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  'auth.tooManyResets': 'Too many password reset requests. Please wait a while and try again.',
  'auth.inactive': 'This account is inactive. Ask your agency to activate it.',
  'auth.suspendedFamily': 'This account is suspended. Contact Bayti support to restore access.',
  'auth.agencyLocked':
    "Your agency's account is suspended, rejected or released. Contact Bayti to restore access.",
  'auth.tooManySignUps':
    'Too many sign-up attempts for this email address or from your network. Please wait a while and try again.',
  'auth.tooManyVerifyMails':
    'Too many verification emails asked for. Please wait a while and try again.',
  'auth.verifyEmailFirst': 'Verify your email address first: we sent you a link.',

  // The password-reset email
  'mail.reset.subject': 'Reset your Bayti password',
  'mail.reset.greeting': 'Hello {name},',
  'mail.reset.intro':
    'We received a request to reset the password of your Bayti account. Open this link within one hour to choose a new password:',
  'mail.reset.outro':
    'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
  ...notificationsEn,
  ...offersEn,
  ...conversationsEn,
  ...interviewsEn,
  ...hireReviewsEn,
  ...jobPostsEn,
  ...invoicePdfEn,
  'mail.signature': 'Bayti',

  // Candidates, agencies, forms
  'candidates.notFound': 'Candidate Not Found',
  'agency.notLinked': 'No agency is linked to this account.',
  'agency.notFound': 'Agency not found',
  'agency.logoNotFound': 'Logo not found',
  'geo.unknownCity': 'Choose a city from the list.',
  'geo.unknownCountry': 'Choose a country from the list.',
  'clients.notFound': 'Client not found',
  'forms.tooMany': 'Too many submissions from your network. Please wait a while and try again.',
  // Listings, moderation and reports (docs/decisions/0022)
  'listing.incomplete': 'Complete the highlighted fields before submitting the profile.',
  'listing.requiredToPublish': 'Required before the profile can be listed',
  'listing.underAge': 'A worker under 18 cannot be listed.',
  'listing.verifyEmailFirst': "Verify the worker's email address before submitting the profile.",
  'listing.alreadyInReview': 'This profile is already waiting for review.',
  'listing.alreadyListed': 'This profile is already listed.',
  'listing.hiddenByAdmin':
    'An administrator hid this profile; only an administrator can list it again.',
  'listing.notListed': 'This profile is not listed.',
  'listing.missing.photo': 'Add a photo',
  'listing.missing.salaryBand': 'Choose a salary band',
  'listing.missing.visa': 'Choose the visa',
  'listing.missing.services': 'Add at least one skill the public list offers',
  'listing.missing.languages': 'Add at least one language',
  'listing.missing.description': 'Write a description (About)',
  'listing.missing.contactRoute': 'Choose how families reach her',
  'listing.noFeeRequired':
    'Confirm that your agency took no fee or commission from her: a worker never pays to be placed.',
  'listing.missing.ownNumbers':
    "Her own phone and WhatsApp are not on file: choose the agency's numbers",
  'listing.missing.agencyNumbers': "The agency's mobile number is not on file",
  'moderation.reviewNotFound': 'No such review',
  'moderation.alreadyDecided': 'This review was already decided.',
  'moderation.alreadyHidden': 'This profile is already hidden.',
  'moderation.notHidden': 'This profile is not hidden.',
  'moderation.ownAccount': 'You cannot deactivate your own account.',
  'moderation.userNotFound': 'No such account',
  'moderation.alreadyInactive': 'This account is already deactivated.',
  'moderation.alreadyActive': 'This account is already active.',
  'reports.notFound': 'No such report',
  'reports.alreadyOpen': 'You already reported this profile; an administrator is looking into it.',
  'reports.alreadyResolved': 'This report was already resolved.',
  'agencies.pageNotFound': 'No such agency',
  'managed.unknownAgency': 'No such agency',

  // The family's pipeline and recruitments
  'pipeline.notInList': 'This candidate is not in your list.',
  'pipeline.moveRefused': 'This candidate cannot be moved to that status from their current one.',
  'pipeline.returnAfterProbation':
    'A worker can be marked returned only within 6 months of the hire date (the probation period).',
  'pipeline.returnDateRange': 'The return date must be between the hire date and today.',
  'pipeline.replacementDateRange':
    'The replacement date must be between the return date and today.',
  'pipeline.replacementNotHired': 'Choose a worker you hired, other than the one returned.',
  'refunds.notFound': 'Refund case not found',
  'refunds.caseExists': 'This hire already has a refund case.',
  'refunds.alreadyPaid': 'This refund is already recorded as paid.',
  'refunds.paidDateRange': 'The refund date must be between the return date and today.',
  'recruitments.notFound': 'Recruitment not found',
  'recruitments.dateBeforeOffer': 'The date cannot be before the offer letter',
  'recruitments.dateInFuture': 'The date cannot be in the future',
  'recruitments.paymentAboveBalance': 'The payment is more than the balance due',
  'recruitments.payableBelowPaid': 'The amount payable cannot be less than what has been paid',

  // Access plans, orders and invoices
  'billing.planRequired': 'Choose an access plan to see contact details.',
  'billing.invoiceNotFound': 'Invoice not found',
  'billing.alreadyPaid': 'This invoice is already paid.',
  'billing.cardUnavailable':
    'Card payments are not available at the moment. Please pay by bank transfer.',
  'billing.webhookSignature': 'The Stripe-Signature header does not match this event.',
  'billing.amountMismatch':
    'The amount received (AED {received}) is not the invoice total (AED {total}): record the payment only once the full total has arrived.',
  'billing.receivedInFuture': 'The day the payment arrived cannot be in the future.',
  'billing.receivedBeforeInvoice':
    'The payment cannot have arrived before the invoice was issued ({issued}).',
  'billing.refundUnpaid': 'Only a paid invoice can be refunded.',
  'billing.fullyRefunded': 'This invoice is already refunded in full.',
  'billing.refundAboveRemaining':
    'The refund (AED {amount}) is more than what is left to refund of this invoice (AED {remaining}).',
  'billing.cardRefundUnavailable':
    'Card refunds are not set up on this server (Stripe), so this card payment cannot be refunded here.',
  'billing.cardRefundFailed':
    'Stripe did not confirm the refund, so nothing was recorded. Please try again: a retry never refunds twice.',
  'billing.creditNoteNotFound': 'Credit note not found',

  // Back office and agency staff
  'inbox.notFound': 'Message not found',
  'users.notFound': 'User not found',
  'users.emailTaken': 'A user with this email already exists.',
  'staff.ownAccount': 'You cannot deactivate or delete your own account.',
  'staff.inUse':
    'This user has records in Bayti and cannot be deleted. Set the user INACTIVE instead.',

  // Column headers of the admin CSV downloads
  'csv.orderNo': 'Order No',
  'csv.orderDate': 'Order Date',
  'csv.invoiceNo': 'Invoice No',
  'csv.invoiceDate': 'Invoice Date',
  'csv.client': 'Client',
  'csv.amount': 'Amount (AED)',
  'csv.workerNationality': 'Worker Nationality',
  'csv.paymentStatus': 'Payment Status',
  'csv.recruitmentStatus': 'Recruitment Status',
  'csv.position': 'Position',
  'csv.deployingCountry': 'Deploying Country',
  'csv.description': 'Description',
  'csv.lastUpdatedOn': 'Last Updated On',

  // The worker's profile, media, documents and uploads
  'profile.accountNotFound': 'Account not found',
  'profile.saveFirst': 'Save your profile before changing its visibility.',
  'profile.phoneBeforeShowing': 'Add your phone and WhatsApp numbers before showing your profile.',
  'documents.notFound': 'Document not found',
  'documents.alreadyUploaded':
    'A {category} document is already uploaded. Use Update to replace it.',
  'media.notFound': 'Media not found',

  // The notification centre
  'notifications.cursorInvalid':
    'This page of notifications is no longer available. Please start again from the newest.',
  'notifications.emailLocked':
    'Security emails about your account are always sent and cannot be turned off.',
  'notifications.typeNotYours': 'Your account does not receive this kind of email.',
  'media.rangeOutside': 'The requested range is outside the file.',
  'upload.inProgress': 'Another upload is in progress; try again.',
  'upload.nameInvalid': 'The file name has invalid characters.',
  'upload.nameHasFolder': 'The file name must not contain a folder path.',
  'upload.nameMissing': 'The file needs a name.',
  'upload.attachFile': 'Attach a file to upload.',
  'upload.wrongField': 'Send the file in the "{field}" field.',
  'upload.empty': 'The file is empty.',
  'upload.tooLarge': 'The file is larger than {size}.',
  'upload.zipBomb': 'This file cannot be accepted: it would unpack to far more than its size.',
  'upload.wrongImage': 'Upload a JPEG, PNG or WebP image.',
  'upload.wrongVideo': 'Upload an MP4, WebM or MOV video.',
  'upload.wrongDocument': 'Upload a {extensions} file.',
  'upload.misnamed': 'This is a .{extension} file; name it .{extension} to upload.',
} as const;

export type MessageId = keyof typeof en;
