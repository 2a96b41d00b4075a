import type { interviews as en } from '../en/interviews';

/** ../en/interviews.ts in Arabic. */
export const interviews: typeof en = {
  status: {
    proposed: 'بانتظار ردك',
    agreed: 'متفق عليها',
    declined: 'مرفوضة',
    cancelled: 'ألغتها الأسرة',
    held: 'تمت',
    no_show: 'لم تتم',
  },
  mode: {
    video: 'مكالمة فيديو',
    in_person: 'حضوريًا',
  },
  intro: 'تقترح الأسر حتى ثلاثة مواعيد. يظهر كل موعد بتوقيتك المحلي.',
  agencyIntro:
    'تقترح الأسر حتى ثلاثة مواعيد لمقابلة المرشحات اللواتي أدرجتهن. يظهر كل موعد بتوقيتك المحلي.',
  open: 'مقابلات بانتظار الرد أو قادمة',
  earlier: 'مقابلات سابقة',
  empty: 'لا توجد مقابلات بعد',
  emptyHint: 'عندما تقترح أسرة مواعيد لمقابلة، تظهر هنا.',
  interviewWith: (family) => `مقابلة مع ${family}`,
  interviewFor: (candidate, family) => `مقابلة ${candidate} مع ${family}`,
  terms: {
    how: 'الطريقة',
    times: 'المواعيد المقترحة',
    time: 'الموعد',
    place: 'المكان',
    note: 'ملاحظتك',
  },
  pick: 'اختيار',
  pickTime: (time) => `اختيار ${time}`,
  decline: 'اعتذار',
  join: 'الانضمام إلى مكالمة الفيديو',
  picked: (time) => `تم الاتفاق: ${time}. تصل إلى الطرفين دعوة تقويم بالبريد الإلكتروني.`,
  declined: 'اعتذرت عن المقابلة. يمكن للأسرة اقتراح مواعيد أخرى.',
  failed: 'تعذر حفظ ردك',
  loadFailed: 'تعذر تحميل مقابلاتك',
  retry: 'حاول مرة أخرى',
};
