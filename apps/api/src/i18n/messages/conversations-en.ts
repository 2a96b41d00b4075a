/**
 * The answers of the conversation endpoints (docs/decisions/0030), in English. Spread into
 * ./en.ts; ./conversations-ar.ts has the same ids.
 */
export const conversationsEn = {
  'conversations.notFound': 'This conversation was not found.',
  'conversations.candidateNotFound':
    'This profile is not on the public list, so you cannot write to her.',
  'conversations.noOneToAnswer':
    'Nobody can answer messages for this profile on Bayti (it has no worker or agency account).',
  'conversations.agencyLocked': 'Her agency cannot take messages on Bayti at the moment.',
  'conversations.verifyEmail': 'Verify your email address before you write to anyone.',
  'conversations.blocked': 'This conversation is blocked: nobody can write in it.',
  'conversations.notBlockedByYou': 'Only the side that blocked this conversation can unblock it.',
  'conversations.alreadyReported':
    'You already reported this conversation; the admins are looking at it.',
} as const;
