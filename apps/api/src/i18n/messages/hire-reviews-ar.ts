import type { hireReviewsEn } from './hire-reviews-en';

/** ./hire-reviews-en.ts in Arabic (the same ids and values). */
export const hireReviewsAr: Record<keyof typeof hireReviewsEn, string> = {
  'hireReviews.notFound': 'لم يُعثر على هذا التقييم.',
  'hireReviews.alreadyWritten': 'كتبتِ تقييمك لهذا التوظيف من قبل: يُكتب التقييم مرة واحدة.',
  'hireReviews.closed': 'نُشرت تقييمات هذا التوظيف: فات وقت كتابة تقييم.',
  'hireReviews.agencyRequired': 'قيّمي أيضًا المكتب الذي عرض ملفها',
  'hireReviews.noAgency': 'لم يعرض ملفها أي مكتب: قيّمي العاملة فقط',
  'hireReviews.alreadyHidden': 'هذا التقييم مخفي بالفعل.',
};

/** The contract's messages of reviews (packages/data messages.ts) in Arabic. */
export const hireReviewsContractAr = {
  'hireReviews.starsRequired': 'اختر من نجمة إلى 5 نجوم',
  'hireReviews.textTooShort': 'اكتب {min} حرفًا على الأقل عن التجربة',
  'hireReviews.textTooLong': 'اجعل التقييم في حدود {max} حرف',
} as const;
