/**
 * The answers of the job post endpoints (Bayti issue 17, docs/decisions/0034), in English.
 * Spread into ./en.ts; ./job-posts-ar.ts has the same ids.
 */
export const jobPostsEn = {
  'jobPosts.notFound': 'This job was not found, or it is not listed.',
  'jobPosts.startPast': 'Choose a start date from today on.',
  'jobPosts.startTooFar': 'Choose a start date at most {days} days from today.',
  'jobPosts.notEditable': 'A closed or filled job can no longer be edited.',
  'jobPosts.notClosable': 'This job is already closed or filled.',
  'jobPosts.notFillable': 'Only a listed or closed job can be marked filled.',
  'jobPosts.alreadyDecided': 'This job post was already reviewed.',
  'jobPosts.changedSinceRead': 'This job post changed since you opened it; read it again.',
  'jobPosts.noLongerOpen':
    'This job is closed or filled: the family takes no more applications for it.',
  'jobPosts.profileNotListed':
    'Only a worker whose profile is approved and listed can apply. Complete your profile in your dashboard and submit it for review; once an administrator approves it, you can apply.',
  'jobPosts.alreadyApplied': 'You already applied to this job.',
} as const;
