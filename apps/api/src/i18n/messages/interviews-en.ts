/**
 * The answers of the interview endpoints (Bayti issue 17), in English. Spread into ./en.ts;
 * ./interviews-ar.ts has the same ids.
 */
export const interviewsEn = {
  'interviews.notFound': 'This interview was not found.',
  'interviews.notOpen': 'This candidate is no longer on your list as one you can interview.',
  'interviews.noLongerAvailable': 'She is no longer available: she is not on the public list.',
  'interviews.alreadyOpen':
    'You already have an interview with her that is waiting for an answer or agreed: cancel it first.',
  'interviews.slotPast': 'This time has already passed.',
  'interviews.slotTooSoon': 'Choose a time at least {hours} hours from now, so she can answer.',
  'interviews.slotTooFar': 'Choose a time at most {days} days from today.',
  'interviews.slotDuplicate': 'You proposed this time twice.',
  'interviews.notProposed': 'This interview was already answered, cancelled or closed.',
  'interviews.slotNotProposed': 'Pick one of the times the family proposed.',
  'interviews.slotPassed': 'This time has passed: the family can propose new ones.',
  'interviews.notCancellable':
    'Only an interview waiting for an answer or agreed can be cancelled.',
  'interviews.alreadyDue':
    'The time of this interview has come: record how it went instead of cancelling it.',
  'interviews.notAgreed': 'Only an agreed interview has an outcome to record.',
  'interviews.calendarVideo': 'Join the video call from Bayti: {link}',
  'interviews.calendarPlace': 'Meet at: {place}. Arranged on Bayti.',
  'interviews.notYet': 'You can record how the interview went once its time ({time}) has come.',
} as const;
