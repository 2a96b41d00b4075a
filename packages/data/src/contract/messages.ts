import { PASSWORD_MAX, PASSWORD_MIN } from './auth-values';
import { MAX_CORE_SKILLS, WORKER_MIN_AGE } from './constants';
import { DOCUMENT_EXTENSIONS } from './option-values';
import { MESSAGE_MAX } from './conversation-values';
import { OFFER_SALARY_MAX_AED } from './hiring-values';
import { INTERVIEW_MAX_SLOTS } from './interview-values';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './hire-review-values';
import { JOB_APPLICATION_NOTE_MAX, JOB_POST_DUTIES_MAX } from './job-post-values';

/** The values a message is said with, by the name its template gives them. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Every message the contract's schemas write, by a stable id (docs/decisions/0019): its English,
 * `{name}` standing for a value of CONTRACT_MESSAGE_PARAMS. The schemas write the English
 * (contractText), which the portal shows for its own validation; the API finds the id of a
 * message zod reports and answers it from its catalogue in the caller's language.
 */
export const CONTRACT_MESSAGES = {
  'validation.required': 'Required',
  'validation.email': 'Enter a valid email',
  'validation.phone': 'Enter a valid phone number',
  'validation.webUrl': 'Enter a valid http(s) link',
  'validation.mediaPath': 'Expected a path or URL',
  'validation.timeOfDay': 'Use HH:MM',
  'validation.isoDate': 'Use YYYY-MM-DD',
  'validation.noChanges': 'No changes detected to save.',

  'auth.nameRequired': 'Enter your name',
  'auth.passwordRequired': 'Enter your password',
  'auth.currentPasswordRequired': 'Enter your current password',
  'auth.passwordTooShort': 'Password must be at least {min} characters',
  'auth.passwordTooLong': 'Password must be at most {max} characters',
  'auth.passwordsDiffer': 'Passwords do not match',
  'auth.resetLinkInvalid': 'This reset link is invalid or has expired.',
  'auth.wrongCurrentPassword': 'Your current password is not correct.',
  'auth.verifyLinkInvalid':
    'This verification link is invalid, already used or expired. Ask for a new one below, or sign in if you have verified already.',

  'pin.format': 'Enter a 4-digit PIN',
  'pin.mismatch': 'PINs do not match',
  'pin.currentWrong': 'The current PIN is not correct.',

  'users.addInvalid': 'Please fill all fields correctly, and ensure pins match.',
  'agency.nameRequired': 'Enter the agency name',
  'staff.nameRequired': 'Enter the name',
  'forms.messageRequired': 'Enter a message',
  'billing.referenceRequired': 'Enter the reference the bank statement shows',
  'billing.refundReasonRequired': 'Give the reason for the refund',
  'billing.refundAmountRequired': 'Enter the amount to refund, or refund in full',
  'feeReport.askedByRequired': 'Say who asked you to pay (an agency or a person)',
  'feeReport.noteRequired': 'Say what happened: how much, when and how',
  'candidates.cursorInvalid':
    'This page link is no longer valid. Please start again from the first page.',

  'profile.locationRequired': 'Enter your preferred location',
  'profile.salaryRequired': 'Enter your expected salary',
  'profile.immediateHasNoStart': 'Immediate availability has no start date',
  'profile.unknownMedia': 'Unknown media',
  'profile.phoneRequired': 'Enter your phone number',
  'profile.whatsappRequired': 'Enter your WhatsApp number',
  'profile.phoneDigits': 'Enter 6 to 12 digits after the country code',
  'profile.phoneCode': "Choose a Gulf country code or your home country's code",
  'documents.extension': 'Upload a {extensions} file',

  'pipeline.dateFieldRequired': 'Choose interview or selection date',
  'pipeline.endBeforeStart': 'The end date must not be before the start date',
  'pipeline.selectionTypeRequired': 'Choose a selection type',
  'pipeline.statusRequired': 'Choose a status',
  'pipeline.interviewTimeRequired': 'Choose the interview time',
  'pipeline.interviewDateRequired': 'Choose the interview date',
  'pipeline.selectionDateRequired': 'Choose the selection date',
  'pipeline.returnDateRequired': 'Choose the return date',
  'pipeline.replacementDateRequired': 'Choose the replacement date',
  'pipeline.returnReasonRequired': 'Choose why the worker was returned',
  'refunds.paidOnRequired': 'Choose the day the refund was paid',
  'refunds.referenceRequired': 'Enter the reference of the refund payment',

  'offers.positionRequired': 'Enter the position',
  'offers.salaryRequired': 'Enter the monthly salary in AED',
  'offers.salaryWhole': 'Enter the salary in whole dirhams',
  'offers.salaryTooHigh': 'Enter a monthly salary of at most AED {max}',
  'offers.startRequired': 'Choose the start date',
  'offers.accommodationRequired': 'Choose the accommodation',
  'offers.declineReasonRequired': 'Choose why you decline',
  'offers.answerRequired': 'Accept or decline the offer',
  'conversations.textRequired': 'Write a message',
  'conversations.textTooLong': 'Keep a message to {max} characters',
  'conversations.reportReasonRequired': 'Choose why you report this conversation',
  'interviews.slotsRequired': 'Propose at least one interview time',
  'interviews.tooManySlots': 'Propose at most {max} interview times',
  'interviews.slotInvalid': 'Choose a date and a time',
  'interviews.modeRequired': 'Choose a video call or a meeting in person',
  'interviews.placeRequired': 'Enter where you will meet',
  'interviews.answerRequired': 'Pick one of the times or decline',
  'interviews.outcomeRequired': 'Choose whether the interview took place',
  'interviews.nextRequired': 'Choose what happens next',
  'hireReviews.starsRequired': 'Choose 1 to 5 stars',
  'hireReviews.textTooShort': 'Write at least {min} characters about how it went',
  'hireReviews.textTooLong': 'Keep a review to {max} characters',
  'jobPosts.positionRequired': 'Choose the position',
  'jobPosts.workTypeRequired': 'Choose the work type',
  'jobPosts.emirateRequired': 'Choose the emirate',
  'jobPosts.salaryBand': 'The highest salary cannot be below the lowest',
  'jobPosts.dutiesRequired': 'Describe the duties',
  'jobPosts.dutiesTooLong': 'Keep the duties to {max} characters',
  'jobPosts.noteTooLong': 'Keep your note to {max} characters',

  'managed.tooYoung': 'A worker must be at least {age}',
  'managed.tooManyCoreSkills': 'Choose at most {count} core skills',
  'managed.coreSkillsUnique': 'Core skills must be unique',
  'managed.skillsUnique': 'Skills must be unique',
  'managed.oneDocumentPerType': 'One document per type',

  'moderation.reasonRequired': 'Give a reason',

  'positions.tooLong': 'A position is at most 60 characters',
  'positions.tooMany': 'At most 100 positions',
  'positions.unique': 'Positions must be unique',
} as const satisfies Record<string, string>;

export type ContractMessageId = keyof typeof CONTRACT_MESSAGES;

/** The values the contract says its messages with, by the names their templates give them. */
export const CONTRACT_MESSAGE_PARAMS: { readonly [Id in ContractMessageId]?: MessageParams } = {
  'auth.passwordTooShort': { min: PASSWORD_MIN },
  'auth.passwordTooLong': { max: PASSWORD_MAX },
  'documents.extension': { extensions: DOCUMENT_EXTENSIONS.join(', ') },
  'managed.tooYoung': { age: WORKER_MIN_AGE },
  'offers.salaryTooHigh': { max: OFFER_SALARY_MAX_AED },
  'conversations.textTooLong': { max: MESSAGE_MAX },
  'interviews.tooManySlots': { max: INTERVIEW_MAX_SLOTS },
  'hireReviews.textTooShort': { min: REVIEW_TEXT_MIN },
  'hireReviews.textTooLong': { max: REVIEW_TEXT_MAX },
  'jobPosts.dutiesTooLong': { max: JOB_POST_DUTIES_MAX },
  'jobPosts.noteTooLong': { max: JOB_APPLICATION_NOTE_MAX },
  'managed.tooManyCoreSkills': { count: MAX_CORE_SKILLS },
};

/** A template with its `{name}` values filled in. */
export const fillTemplate = (template: string, params: MessageParams = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** The English a schema writes for a contract message: its template with its values. */
export const contractText = (id: ContractMessageId): string =>
  fillTemplate(CONTRACT_MESSAGES[id], CONTRACT_MESSAGE_PARAMS[id]);

export const RESET_LINK_INVALID_MESSAGE = contractText('auth.resetLinkInvalid');
export const WRONG_CURRENT_PASSWORD_MESSAGE = contractText('auth.wrongCurrentPassword');
export const VERIFY_LINK_INVALID_MESSAGE = contractText('auth.verifyLinkInvalid');
