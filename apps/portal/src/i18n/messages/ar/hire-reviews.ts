import type { hireReviews as en } from '../en/hire-reviews';
import { plural } from '../../plural';

/** ../en/hire-reviews.ts in Arabic. */
export const hireReviews: typeof en = {
  title: 'التقييمات',
  family: {
    intro:
      'بعد شهر من بدء العاملة عملها، قيّميها وقيّمي المكتب الذي عرض ملفها. يبقى تقييمك خاصًا حتى تكتب تقييمها، أو لمدة 14 يومًا.',
    empty: 'لا توجد تقييمات لكتابتها بعد',
    emptyHint: 'بعد شهر من بدء العمل في توظيف، يمكنك تقييمه هنا.',
  },
  worker: {
    intro:
      'بعد شهر من بدء عملك، قيّمي الأسرة. يبقى تقييمك خاصًا حتى تكتب الأسرة تقييمها، أو لمدة 14 يومًا.',
    empty: 'لا توجد تقييمات لكتابتها بعد',
    emptyHint: 'بعد شهر من بدء عملك لدى أسرة، يمكنك تقييمها هنا.',
  },
  loadFailed: 'تعذّر تحميل تقييماتك',
  retry: 'حاول مرة أخرى',
  toWrite: 'تقييمات لكتابتها',
  pending: plural('ar', {
    zero: 'لا توجد توظيفات بانتظار تقييمك.',
    one: 'توظيف واحد بانتظار تقييمك.',
    two: 'توظيفان بانتظار تقييمك.',
    few: '# توظيفات بانتظار تقييمك.',
    many: '# توظيفًا بانتظار تقييمك.',
    other: '# توظيف بانتظار تقييمك.',
  }),
  pendingLink: 'اكتبي تقييماتك',
  written: 'تقييماتك',
  hireOf: (candidate) => `توظيفك لـ ${candidate}`,
  workFor: (family) => `عملك لدى ${family}`,
  started: (day) => `بدأ العمل في ${day}`,
  publishesBy: (day) => `تُنشر التقييمات في موعد أقصاه ${day}`,
  publishedOn: (day) => `نُشرت في ${day}`,
  closed: 'نُشرت دون تقييمك: انقضت مدة الـ 14 يومًا.',
  write: 'اكتبي تقييمك',
  reviewOf: {
    worker: (name) => `تقييمك لـ ${name}`,
    agency: (name) => `تقييمك لـ ${name}`,
    family: (name) => `تقييمك لـ ${name}`,
  },
  state: {
    waiting: 'خاص حتى يكتب الطرف الآخر تقييمه',
    published: 'منشور',
    hidden: 'أخفاه فريق بيتي',
  },
  received: 'ما كتبوه عنك',
  dialog: {
    title: (name) => `تقييم ${name}`,
    about: {
      worker: (name) => `${name}، العاملة`,
      agency: (name) => `${name}، المكتب`,
      family: (name) => `${name}، الأسرة`,
    },
    stars: 'النجوم',
    starChoices: {
      '1': 'نجمة واحدة: ضعيف جدًا',
      '2': 'نجمتان: ضعيف',
      '3': '3 نجوم: مقبول',
      '4': '4 نجوم: جيد',
      '5': '5 نجوم: ممتاز',
    },
    text: 'تقييمك',
    textHint: 'من 20 إلى 2000 حرف: ما الذي سار جيدًا وما الذي لم يسر. كوني منصفة: سيُنشر للجميع.',
    submit: 'حفظ تقييمي',
    frame: { cancel: 'إلغاء', close: 'إغلاق', saving: 'جارٍ الحفظ…' },
    errors: {
      stars: 'اختر من نجمة إلى 5 نجوم',
      text: 'اكتب 20 حرفًا على الأقل عن التجربة',
      textTooLong: 'اجعل التقييم في حدود 2000 حرف',
    },
    failed: 'تعذّر حفظ تقييمك. حاولي مرة أخرى.',
  },
  saved: 'شكرًا لك: حُفظ تقييمك. يُنشر بعد أن يكتب الطرف الآخر تقييمه، أو بعد 14 يومًا.',
  savedPublished: 'شكرًا لك: نُشر تقييمك مع تقييمهم.',
  admin: {
    title: 'التقييمات',
    intro:
      'التقييمات المنشورة، الأحدث أولًا. أخفِ التقييم الذي يحتوي إهانة أو تهديدًا أو يكشف تفاصيل خاصة: يخرج من المتوسط والعدد فورًا.',
    empty: 'لا توجد تقييمات منشورة بعد',
    about: (subject, name) => `عن ${subject} ${name}`,
    subjects: { worker: 'العاملة', agency: 'المكتب', family: 'الأسرة' },
    hide: 'إخفاء',
    hideReview: (author) => `إخفاء تقييم ${author}`,
    hiddenBy: (by, reason) => `أخفاه ${by}: ${reason}`,
    hiddenByBayti: (reason) => `مخفي: ${reason}`,
    reason: 'السبب',
    reasonHint: 'يُحفظ في سجل الإشراف مع اسمك.',
    reasonRequired: 'اذكر السبب',
    confirmHide: 'إخفاء التقييم',
    hideFailed: 'تعذّر إخفاء التقييم. حاول مرة أخرى.',
    hidden: (author) => `أُخفي تقييم ${author}.`,
    more: 'تقييمات أقدم',
    frame: { cancel: 'إلغاء', close: 'إغلاق', saving: 'جارٍ الإخفاء…' },
  },
};
