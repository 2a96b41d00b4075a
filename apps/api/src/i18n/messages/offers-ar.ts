import type { offersEn } from './offers-en';

/** ./offers-en.ts in Arabic (the same ids and values). */
export const offersAr: Record<keyof typeof offersEn, string> = {
  'offers.notFound': 'لم يُعثر على هذا العرض.',
  'offers.notOpen': 'لم تعد هذه المرشحة في قائمتك بحالة تسمح بتقديم عرض لها.',
  'offers.noLongerAvailable': 'لم تعد متاحة: ليست في القائمة العامة.',
  'offers.agencyLocked':
    'لا تستطيع وكالتها تلقي العروض على بيتي حاليًا، لذا لا يمكن تقديم عرض عمل لها هنا.',
  'offers.noOneToAnswer':
    'لا يستطيع أحد الرد على عرض لهذا الملف على بيتي (ليس له حساب عاملة أو وكالة).',
  'offers.underAge': 'لا يجوز أبدًا تقديم عرض عمل لعاملة دون 18 عامًا.',
  'offers.alreadyPending': 'أرسلت إليها عرضًا ما زال بانتظار الرد.',
  'offers.startPast': 'لا يمكن أن يكون تاريخ البدء قبل اليوم.',
  'offers.startTooFar': 'يجب ألا يتجاوز تاريخ البدء {days} يومًا من اليوم.',
  'offers.notPending': 'تمت الإجابة عن هذا العرض أو سحبه أو إغلاقه.',
  'offers.expired': 'انتهت صلاحية هذا العرض في {date}: لم يعد قبوله ممكنًا.',
  'listing.hired': 'تم توظيفها: يبقى ملفها خارج الموقع العام حتى تعيدها الأسرة.',
  'pipeline.hireByOffer': 'يتم توظيفها عندما تقبل هي أو وكالتها عرضك: أرسلي إليها عرضًا.',
  'pipeline.noLongerAvailable': 'قبلت عرض أسرة أخرى ولم تعد متاحة: يمكنك رفضها فقط.',
};
