import type { RefundBasis, RefundCaseStatus, ReturnReason } from '@bayti/data/contract';
import type { refunds as en } from '../en/refunds';
import { plural } from '../../plural';

export const refunds: typeof en = {
  familyTitle: 'حالات الاسترداد',
  familyHint:
    'عند إعادة عاملة استقدمتها وكالة خلال فترة التجربة (6 أشهر)، تردّ الوكالة رسوم الاستقدام وفق قاعدة وزارة الموارد البشرية والتوطين خلال 14 يومًا.',
  agencyTitle: 'الاستردادات',
  agencyHint:
    'أسر أعادت عاملة استقدمتموها خلال فترة التجربة: ردّوا المبلغ المستحق قبل تاريخ الاستحقاق (وزارة الموارد البشرية والتوطين)، ثم سجّلوه.',
  adminTitle: 'حالات الاسترداد',
  adminHint:
    'كل إعادة خلال فترة التجربة لعاملة استقدمتها وكالة، المتأخرة أولًا. يمكن للمشرف تسجيل استرداد دفعته الوكالة.',
  table: 'حالات الاسترداد',
  empty: 'لا توجد حالات استرداد',
  columns: {
    candidate: 'العاملة',
    family: 'الأسرة',
    agency: 'الوكالة',
    reason: 'السبب',
    returnedOn: 'تاريخ الإعادة',
    amountDue: 'المبلغ المستحق',
    dueOn: 'تاريخ الاستحقاق',
    status: 'الحالة',
    replacement: 'البديلة',
    actions: 'الإجراءات',
  },
  reasons: {
    competency: 'الكفاءة أو السلوك',
    left_without_reason: 'تركت العمل دون سبب مقبول',
    agency_terms: 'لم تلتزم الوكالة بالشروط',
    medical: 'غير لائقة طبيًا',
  } satisfies Record<ReturnReason, string>,
  basis: {
    first_month: 'الرسوم كاملة: أُعيدت في الشهر الأول',
    medical: 'الرسوم كاملة: غير لائقة طبيًا',
    pro_rata: 'الجزء غير المنقضي من عقد السنتين',
  } satisfies Record<RefundBasis, string>,
  ofFee: (fee: string) => `من رسوم ${fee}`,
  statuses: { open: 'مفتوحة', paid: 'مدفوعة' } satisfies Record<RefundCaseStatus, string>,
  daysLeft: plural('ar', {
    zero: 'بقي # يوم',
    one: 'بقي يوم واحد',
    two: 'بقي يومان',
    few: 'بقيت # أيام',
    many: 'بقي # يومًا',
    other: 'بقي # يوم',
  }),
  dueToday: 'مستحق اليوم',
  overdue: plural('ar', {
    zero: 'متأخر # يوم',
    one: 'متأخر يومًا واحدًا',
    two: 'متأخر يومين',
    few: 'متأخر # أيام',
    many: 'متأخر # يومًا',
    other: 'متأخر # يوم',
  }),
  paidOn: (date: string) => `دُفع في ${date}`,
  noReplacement: '—',
  noAgency: '—',
  totals: {
    title: 'إجماليات الاسترداد',
    open: 'حالات مفتوحة',
    overdue: 'متأخرة',
    due: 'استردادات مستحقة',
    paid: 'استردادات مدفوعة',
  },
  record: {
    button: 'تسجيل دفع الاسترداد',
    buttonFor: (name: string) => `تسجيل دفع الاسترداد، ${name}`,
    title: (name: string) => `دفع استرداد ${name}`,
    description: (amount: string, family: string) =>
      `سجّل تحويل ${amount} إلى ${family}: يوم الدفع ومرجعه.`,
    paidOn: 'تاريخ الدفع',
    reference: 'مرجع الدفعة',
    confirm: 'تسجيل الاسترداد',
    failed: 'تعذّر تسجيل الاسترداد. يرجى المحاولة مرة أخرى.',
    saved: (name: string) => `سُجّل استرداد ${name} مدفوعًا.`,
  },
  returnReason: 'سبب الإعادة',
  reasonRequired: 'اختر سبب إعادة العاملة',
  chooseReason: 'اختر سببًا',
  replacement: 'العاملة التي وُظّفت مكانها (اختياري)',
  chooseReplacement: 'اختر عاملة موظّفة',
  directHire:
    'العاملة التي وظّفتها مباشرة دون وكالة تُعاد دون حالة استرداد: استرداد الوزارة هو لرسوم استقدام الوكالة.',
};
