import type { interviewsEn } from './interviews-en';

/** ./interviews-en.ts in Arabic (the same ids and values). */
export const interviewsAr: Record<keyof typeof interviewsEn, string> = {
  'interviews.notFound': 'لم يُعثر على هذه المقابلة.',
  'interviews.notOpen': 'لم تعد هذه المرشحة في قائمتك بحالة تسمح بإجراء مقابلة معها.',
  'interviews.noLongerAvailable': 'لم تعد متاحة: ليست في القائمة العامة.',
  'interviews.alreadyOpen': 'لديك مقابلة معها بانتظار الرد أو متفق عليها: ألغيها أولًا.',
  'interviews.slotPast': 'هذا الموعد قد مضى.',
  'interviews.slotTooSoon': 'اختاري موعدًا بعد {hours} ساعات على الأقل من الآن، لتتمكن من الرد.',
  'interviews.slotTooFar': 'اختاري موعدًا في حدود {days} يومًا من اليوم.',
  'interviews.slotDuplicate': 'اقترحتِ هذا الموعد مرتين.',
  'interviews.notProposed': 'تم الرد على هذه المقابلة أو إلغاؤها أو إغلاقها.',
  'interviews.slotNotProposed': 'اختر أحد المواعيد التي اقترحتها الأسرة.',
  'interviews.slotPassed': 'مضى هذا الموعد: يمكن للأسرة اقتراح مواعيد جديدة.',
  'interviews.notCancellable': 'لا يمكن إلغاء إلا مقابلة بانتظار الرد أو متفق عليها.',
  'interviews.alreadyDue': 'حان موعد هذه المقابلة: سجّلي نتيجتها بدلًا من إلغائها.',
  'interviews.notAgreed': 'لا تُسجَّل النتيجة إلا لمقابلة متفق عليها.',
  'interviews.calendarVideo': 'انضم إلى مكالمة الفيديو من بيتي: {link}',
  'interviews.calendarPlace': 'مكان اللقاء: {place}. تم الترتيب عبر بيتي.',
  'interviews.notYet': 'يمكنك تسجيل نتيجة المقابلة بعد حلول موعدها ({time}).',
};
