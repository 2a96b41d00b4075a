import type { jobPostsEn } from './job-posts-en';

/** The answers of the job post endpoints, in Arabic (the ids of ./job-posts-en.ts). */
export const jobPostsAr: Record<keyof typeof jobPostsEn, string> = {
  'jobPosts.notFound': 'لم يُعثر على هذه الوظيفة، أو أنها غير منشورة.',
  'jobPosts.startPast': 'اختاري تاريخ بدء من اليوم فصاعدًا.',
  'jobPosts.startTooFar': 'اختاري تاريخ بدء خلال {days} يومًا من اليوم على الأكثر.',
  'jobPosts.notEditable': 'لا يمكن تعديل وظيفة مغلقة أو تم شغلها.',
  'jobPosts.notClosable': 'هذه الوظيفة مغلقة أو تم شغلها بالفعل.',
  'jobPosts.notFillable': 'يمكن وضع علامة «تم شغلها» على وظيفة منشورة أو مغلقة فقط.',
  'jobPosts.alreadyDecided': 'تمت مراجعة إعلان الوظيفة هذا بالفعل.',
  'jobPosts.changedSinceRead': 'تغيّر إعلان الوظيفة هذا منذ أن فتحته؛ اقرئيه مرة أخرى.',
  'jobPosts.noLongerOpen': 'هذه الوظيفة مغلقة أو تم شغلها: لم تعد الأسرة تقبل طلبات لها.',
  'jobPosts.profileNotListed':
    'يمكن التقدم فقط للعاملة التي تمت الموافقة على ملفها ونشره. أكملي ملفك في لوحة التحكم وأرسليه للمراجعة؛ وبعد موافقة المشرف يمكنك التقدم.',
  'jobPosts.alreadyApplied': 'لقد تقدمتِ إلى هذه الوظيفة بالفعل.',
};
