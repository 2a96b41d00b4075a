import type { notificationsEn } from './notifications-en';

/** ./notifications-en.ts in Arabic (the same ids and values). */
export const notificationsAr: Record<keyof typeof notificationsEn, string> = {
  'notify.account.verify_email.title': 'أكّد عنوان بريدك الإلكتروني',
  'notify.account.verify_email.body':
    'أهلًا بك في بيتي. افتح هذا الرابط خلال 24 ساعة لتأكيد بريدك الإلكتروني. قبل التأكيد لا تستطيع الأسرة شراء باقة أو التواصل مع العاملات، ولا يمكن نشر ملف العاملة.',
  'notify.account.signup_attempt.title': 'حاول أحدهم التسجيل ببريدك الإلكتروني',
  'notify.account.signup_attempt.body':
    'مرحبًا {name}، حاول أحدهم إنشاء حساب في بيتي بهذا البريد الإلكتروني، وله حساب بالفعل. إن كنت أنت، فسجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها. وإن لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء.',
  'notify.listing.submitted.title': 'ملف جديد للمراجعة: {candidate}',
  'notify.listing.submitted.body': 'ملف {candidate} بانتظار المراجعة.',
  'notify.listing.approved.title': 'ملف {candidate} منشور الآن',
  'notify.listing.approved.body':
    'وافق أحد المشرفين على ملف {candidate}، وتستطيع الأسر العثور عليه الآن. أكّد الملف كل 30 يومًا ليبقى منشورًا.',
  'notify.listing.rejected.title': 'لم تتم الموافقة على ملف {candidate}',
  'notify.listing.rejected.body': 'لم يوافق أحد المشرفين على ملف {candidate}. السبب: {reason}',
  'notify.listing.changes_requested.title': 'مطلوب تعديلات على ملف {candidate}',
  'notify.listing.changes_requested.body':
    'يطلب أحد المشرفين تعديلات على ملف {candidate} قبل نشره: {reason}',
  'notify.listing.reconfirm_reminder.title': 'أكّد ملف {candidate}',
  'notify.listing.reconfirm_reminder.body':
    'سيُزال ملف {candidate} من القائمة العامة في {date} ما لم تؤكد أنه ما زال محدّثًا. افتح لوحة التحكم واختر «تأكيد».',
  'notify.listing.hidden.title': 'ملف {candidate} مخفي',
  'notify.listing.hidden.body': 'لم يعد ملف {candidate} في القائمة العامة. السبب: {reason}',
  'notify.candidate.shortlisted.title': 'أضافت أسرة {candidate} إلى قائمتها المختصرة',
  'notify.candidate.shortlisted.body':
    'أضافت أسرة {candidate} إلى قائمتها المختصرة، وقد تتواصل معك أو تحدد مقابلة قريبًا.',
  'notify.interview.scheduled.title': 'مقابلة مع {candidate} في {date}',
  'notify.interview.scheduled.body': 'حددت أسرة مقابلة مع {candidate} في {date}.',
  'notify.interview.proposed.title': '{family} تطلب مقابلة {candidate}',
  'notify.interview.proposed.body':
    'تقترح {family} مقابلة {candidate} عبر {mode, select, video {مكالمة فيديو} other {لقاء حضوري}} في أحد هذه المواعيد (بتوقيت دبي): {times}. اختر موعدًا أو اعتذر من لوحة التحكم.',
  'notify.interview.agreed.title': 'تم الاتفاق على المقابلة: {candidate} مع {family}',
  'notify.interview.agreed.body':
    'تم الاتفاق على مقابلة {candidate} مع {family} في {time} (بتوقيت دبي)، {mode, select, video {عبر مكالمة فيديو: {link}} other {في {place}}}. دعوة التقويم مرفقة.',
  'notify.interview.declined.title': 'اعتذرت {candidate} عن مقابلتك',
  'notify.interview.declined.body':
    'لا يناسب أيٌّ من المواعيد التي اقترحتِها {candidate}. يمكنك اقتراح مواعيد أخرى من قائمة المرشحات.',
  'notify.interview.reminder.title':
    'مقابلة {when, select, 1h {بعد ساعة} other {غدًا}}: {candidate} مع {family}',
  'notify.interview.reminder.body':
    'تذكير: مقابلة {candidate} مع {family} في {time} (بتوقيت دبي)، {mode, select, video {عبر مكالمة فيديو: {link}} other {في {place}}}.',
  'notify.interview.cancelled.title':
    '{by, select, you {ألغيتِ المقابلة مع {candidate}} other {ألغت {family} المقابلة مع {candidate}}}',
  'notify.interview.cancelled.body':
    '{by, select, you {ألغيتِ المقابلة مع {candidate} في {time} (بتوقيت دبي).} other {ألغت {family} {agreed, select, yes {المقابلة مع {candidate} في {time} (بتوقيت دبي).} other {مواعيد المقابلة المقترحة على {candidate}.}}}} {agreed, select, yes {يزيل الإلغاء المرفق الموعد من تقويمك.} other {}}',
  'notify.offer.received.title': 'عرض عمل لـ {candidate}',
  'notify.offer.received.body':
    'تعرض {family} على {candidate} وظيفة {position} براتب {salary} درهم شهريًا، تبدأ في {start}. اقبلي العرض أو ارفضيه قبل {expires}، وبعدها تنتهي صلاحيته.',
  'notify.offer.accepted.title': 'قبلت {candidate} عرضك',
  'notify.offer.accepted.body':
    'قبلت {candidate} عرضك لوظيفة {position} ابتداءً من {start}. بدأ استقدامها: تابعيه في قسم الاستقدام.',
  'notify.offer.declined.title': 'رفضت {candidate} عرضك',
  'notify.offer.declined.body':
    'رفضت {candidate} عرضك لوظيفة {position}. السبب: {reason, select, salary {الراتب} start_date {تاريخ البدء} duties {المهام} accommodation {السكن} day_off {يوم الراحة} other_job {قبلت عملًا آخر} other {سبب آخر}}.',
  'notify.offer.expired.title': 'انتهت صلاحية عرضك لـ {candidate}',
  'notify.offer.expired.body':
    'لم ترد {candidate} على عرضك لوظيفة {position} خلال 7 أيام، فانتهت صلاحيته. يمكنك إرسال عرض جديد.',
  'notify.offer.withdrawn.title': 'سُحب العرض المقدم لـ {candidate}',
  'notify.offer.withdrawn.body': 'سحبت {family} عرض وظيفة {position} المقدم لـ {candidate}.',
  'notify.candidate.hired_elsewhere.title': '{candidate} لم تعد متاحة',
  'notify.candidate.hired_elsewhere.body':
    'قبلت {candidate} عرض أسرة أخرى ولم تعد متاحة. أُغلق أي عرض أرسلته إليها.',
  'notify.job_post.approved.title': 'نُشر إعلان وظيفتك ({position} في {emirate})',
  'notify.job_post.approved.body':
    'وافق أحد المشرفين على إعلان وظيفتك ({position} في {emirate}). يمكن للعاملات الآن العثور عليه في بيتي والتقدم إليه.',
  'notify.job_post.rejected.title': 'لم تتم الموافقة على إعلان وظيفتك ({position})',
  'notify.job_post.rejected.body':
    'لم يوافق أحد المشرفين على إعلان وظيفتك ({position} في {emirate}). السبب: {reason}',
  'notify.job_post.changes_requested.title': 'طُلبت تعديلات على إعلان وظيفتك ({position})',
  'notify.job_post.changes_requested.body':
    'يطلب أحد المشرفين تعديلات على إعلان وظيفتك ({position} في {emirate}) قبل نشره: {reason}',
  'notify.job_post.applied.title': 'تقدمت {candidate} إلى وظيفتك ({position})',
  'notify.job_post.applied.body':
    'تقدمت {candidate} إلى إعلان وظيفتك ({position} في {emirate}). تجدينها في قائمة المرشحات بعلامة «تقدمت» مع رسالتها.',
  'notify.job_post.matched.title': 'وظيفة جديدة: {position} في {emirate}',
  'notify.job_post.matched.body':
    'نشرت أسرة وظيفة ({workType}) لـ {position} في {emirate} تناسب ملفك. اقرئيها وتقدمي إليها في بيتي.',
  'notify.plan.activated.title': 'باقة {plan} مفعّلة',
  'notify.plan.activated.body':
    'باقة {plan} مفعّلة حتى {date}. يمكنك الآن رؤية رقم الهاتف وواتساب العاملات المنشورة ملفاتهن.',
  'notify.plan.ending.title': 'تنتهي باقة {plan} في {date}',
  'notify.plan.ending.body':
    'تنتهي باقة {plan} في {date}. اطلب باقة جديدة لتواصل التواصل مع العاملات.',
  'notify.invoice.issued.title': 'صدرت الفاتورة {invoice}',
  'notify.invoice.issued.body': 'الفاتورة {invoice} بمبلغ {amount} درهم بانتظار الدفع.',
  'notify.invoice.paid.title': 'تم دفع الفاتورة {invoice}',
  'notify.invoice.paid.body': 'استلمنا دفعة الفاتورة {invoice} بمبلغ {amount} درهم. شكرًا لك.',
  'notify.invoice.refunded.title': 'استرداد من الفاتورة {invoice}: {amount} درهم',
  'notify.invoice.refunded.body':
    'ردّ بيتي إليك {amount} درهم من الفاتورة {invoice}، ويُثبت ذلك الإشعار الدائن {creditNote}.{ended, select, yes { وقد انتهى الوصول الذي منحته هذه الباقة.} other {}}',
  'notify.report.received.title': 'بلاغ عن ملف: {candidate}',
  'notify.report.received.body':
    'أبلغت أسرة عن ملف {candidate} ({reason}). البلاغ بانتظار المراجعة في قائمة البلاغات.',
  'notify.plan.credited.title': 'أُضيفت {days} أيام إلى باقتك',
  'notify.plan.credited.body':
    'تأكد بيتي أن التواصل مع {candidate} تعذّر أو أنها لم تعد متاحة بعد اطلاعك على بيانات التواصل معها، لذا يمتد وصولك الآن حتى {date}.',
  'notify.report.fee_asked.title': 'عاجل: طُلب من {worker} أن تدفع',
  'notify.report.fee_asked.body':
    'أبلغت {worker} أن {askedBy} طلب منها الدفع. العاملة لا تدفع أبدًا: البلاغ بانتظارك في أعلى قائمة البلاغات، مع علامة عاجل.',
  'notify.report.conversation.title': 'عاجل: بلاغ عن محادثة مع {reported}',
  'notify.report.conversation.body':
    'أُبلغ عن محادثة بشأن {candidate} مع {reported}، من أحد طرفيها أو من حارس الاحتيال. البلاغ بانتظارك مع رسائله في قائمة البلاغات، مع علامة عاجل.',
  'notify.message.received.title': 'رسالة جديدة من {sender}',
  'notify.message.received.body':
    'كتب إليك {sender} بشأن {candidate}: «{preview}» أجب من صفحة الرسائل في بيتي. بيتي لا يطلب منك أبدًا الدفع خارج بيتي.',
  'notify.refund_case.opened.title': 'فُتحت حالة استرداد: {candidate}',
  'notify.refund_case.opened.body':
    'أُعيدت {candidate} في {returnedOn} خلال فترة التجربة. وفق قاعدة وزارة الموارد البشرية والتوطين تردّ الوكالة {amount} درهم من رسوم الاستقدام بحلول {dueOn}.',
  'notify.refund_case.overdue.title': 'استرداد متأخر: {candidate}',
  'notify.refund_case.overdue.body':
    'كان استرداد {amount} درهم لأسرة {candidate} مستحقًا في {dueOn} ولم يُسجَّل مدفوعًا.',
  'notify.refund_case.paid.title': 'تم دفع الاسترداد: {candidate}',
  'notify.refund_case.paid.body':
    'سُجّل استرداد {amount} درهم عن إعادة {candidate} مدفوعًا في {paidOn} (المرجع {reference}).',
  'notify.review.requested.title':
    '{to, select, family {كيف كانت التجربة مع {candidate}؟ اكتبي تقييمك} other {كيف كانت التجربة مع {family}؟ اكتبي تقييمك}}',
  'notify.review.requested.body':
    '{to, select, family {مضى وقت على عمل {candidate} لديكم. قيّميها، وقيّمي المكتب الذي عرض ملفها، من لوحة التحكم: يُنشر تقييمك بعد أن تكتب تقييمها، أو بعد 14 يومًا.} other {مضى وقت على عملك لدى {family}. قيّمي الأسرة من لوحة التحكم: يُنشر تقييمك بعد أن تكتب الأسرة تقييمها، أو بعد 14 يومًا.}}',
  'notify.review.published.title':
    '{subject, select, worker {نُشر تقييم عن {candidate}} agency {نُشر تقييم عن مكتبكم} other {قيّمت {candidate} أسرتكم}}',
  'notify.review.published.body':
    '{subject, select, worker {منحت {family} العاملة {candidate} {stars} من 5 نجوم. يظهر التقييم الآن في ملفها.} agency {منحت {family} مكتبكم {stars} من 5 نجوم بعد توظيف {candidate}. يظهر التقييم الآن في صفحة المكتب.} other {منحت {candidate} أسرتكم {stars} من 5 نجوم. اقرئيه في لوحة التحكم.}}',

  'mail.greeting': 'مرحبًا {name}،',
  'mail.openLink': 'افتح في بيتي: {link}',
  'mail.preferences':
    'تصلك هذه الرسالة بسبب حسابك في بيتي. اختر الرسائل التي تصلك من الإعدادات: {link}',
};
