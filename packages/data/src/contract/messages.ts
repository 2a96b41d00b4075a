import { PASSWORD_MAX, PASSWORD_MIN } from './auth-values';
import { MAX_CORE_SKILLS, WORKER_MIN_AGE } from './constants';
import { DOCUMENT_EXTENSIONS } from './option-values';

/** The values a message is said with, by the name its template gives them. */
export type MessageParams = Readonly<Record<string, string | number>>;

interface ContractMessage {
  /** English, `{name}` standing for a value of `params`. */
  readonly template: string;
  readonly params?: MessageParams;
}

/**
 * Every message the contract's schemas write, by a stable id (docs/decisions/0019). The schemas
 * write the English (contractText), which the portal shows for its own validation; the API finds
 * the id of a message zod reports and answers it from its catalogue in the caller's language.
 */
export const CONTRACT_MESSAGES = {
  'validation.required': { template: 'Required' },
  'validation.email': { template: 'Enter a valid email' },
  'validation.phone': { template: 'Enter a valid phone number' },
  'validation.webUrl': { template: 'Enter a valid http(s) link' },
  'validation.mediaPath': { template: 'Expected a path or URL' },
  'validation.timeOfDay': { template: 'Use HH:MM' },
  'validation.isoDate': { template: 'Use YYYY-MM-DD' },
  'validation.noChanges': { template: 'No changes detected to save.' },

  'auth.nameRequired': { template: 'Enter your name' },
  'auth.passwordRequired': { template: 'Enter your password' },
  'auth.currentPasswordRequired': { template: 'Enter your current password' },
  'auth.passwordTooShort': {
    template: 'Password must be at least {min} characters',
    params: { min: PASSWORD_MIN },
  },
  'auth.passwordTooLong': {
    template: 'Password must be at most {max} characters',
    params: { max: PASSWORD_MAX },
  },
  'auth.passwordsDiffer': { template: 'Passwords do not match' },
  'auth.resetLinkInvalid': { template: 'This reset link is invalid or has expired.' },
  'auth.wrongCurrentPassword': { template: 'Your current password is not correct.' },

  'pin.format': { template: 'Enter a 4-digit PIN' },
  'pin.mismatch': { template: 'PINs do not match' },
  'pin.currentWrong': { template: 'The current PIN is not correct.' },

  'users.addInvalid': { template: 'Please fill all fields correctly, and ensure pins match.' },
  'agency.nameRequired': { template: 'Enter the agency name' },
  'staff.nameRequired': { template: 'Enter the name' },
  'forms.messageRequired': { template: 'Enter a message' },
  'candidates.cursorInvalid': {
    template: 'This page link is no longer valid. Please start again from the first page.',
  },

  'profile.locationRequired': { template: 'Enter your preferred location' },
  'profile.salaryRequired': { template: 'Enter your expected salary' },
  'profile.immediateHasNoStart': { template: 'Immediate availability has no start date' },
  'profile.unknownMedia': { template: 'Unknown media' },
  'documents.extension': {
    template: 'Upload a {extensions} file',
    params: { extensions: DOCUMENT_EXTENSIONS.join(', ') },
  },

  'pipeline.dateFieldRequired': { template: 'Choose interview or selection date' },
  'pipeline.endBeforeStart': { template: 'The end date must not be before the start date' },
  'pipeline.selectionTypeRequired': { template: 'Choose a selection type' },
  'pipeline.statusRequired': { template: 'Choose a status' },
  'pipeline.interviewTimeRequired': { template: 'Choose the interview time' },
  'pipeline.interviewDateRequired': { template: 'Choose the interview date' },
  'pipeline.selectionDateRequired': { template: 'Choose the selection date' },
  'pipeline.returnDateRequired': { template: 'Choose the return date' },
  'pipeline.replacementDateRequired': { template: 'Choose the replacement date' },

  'managed.tooYoung': {
    template: 'A worker must be at least {age}',
    params: { age: WORKER_MIN_AGE },
  },
  'managed.tooManyCoreSkills': {
    template: 'Choose at most {count} core skills',
    params: { count: MAX_CORE_SKILLS },
  },
  'managed.coreSkillsUnique': { template: 'Core skills must be unique' },
  'managed.skillsUnique': { template: 'Skills must be unique' },
  'managed.oneDocumentPerType': { template: 'One document per type' },

  'positions.tooLong': { template: 'A position is at most 60 characters' },
  'positions.tooMany': { template: 'At most 100 positions' },
  'positions.unique': { template: 'Positions must be unique' },
} as const satisfies Record<string, ContractMessage>;

export type ContractMessageId = keyof typeof CONTRACT_MESSAGES;

/** A template with its `{name}` values filled in. */
export const fillTemplate = (template: string, params: MessageParams = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** The English a schema writes for a contract message: its template with its values. */
export function contractText(id: ContractMessageId): string {
  const message: ContractMessage = CONTRACT_MESSAGES[id];
  return fillTemplate(message.template, message.params);
}

export const RESET_LINK_INVALID_MESSAGE = contractText('auth.resetLinkInvalid');
export const WRONG_CURRENT_PASSWORD_MESSAGE = contractText('auth.wrongCurrentPassword');
