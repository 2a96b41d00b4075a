/** Where the notifications of reviews after a hire open in the portal. */
export const REVIEW_LINKS = {
  family: '/dashboard/employer/recruitments/reviews',
  worker: '/dashboard/candidate/offers/reviews',
  agency: (agencyId: number) => `/agencies/${agencyId}`,
} as const;
