import type { conversationsEn } from './conversations-en';

/** The answers of the conversation endpoints, in Arabic (the ids of ./conversations-en.ts). */
export const conversationsAr: Record<keyof typeof conversationsEn, string> = {
  'conversations.notFound': 'لم يتم العثور على هذه المحادثة.',
  'conversations.candidateNotFound':
    'هذا الملف غير موجود في القائمة العامة، لذا لا يمكنك مراسلتها.',
  'conversations.noOneToAnswer':
    'لا أحد يستطيع الرد على الرسائل لهذا الملف في بيتي (ليس له حساب عاملة أو وكالة).',
  'conversations.agencyLocked': 'لا تستطيع وكالتها استقبال الرسائل في بيتي حاليًا.',
  'conversations.verifyEmail': 'أكّد بريدك الإلكتروني قبل أن تراسل أحدًا.',
  'conversations.blocked': 'هذه المحادثة محظورة: لا يمكن لأحد الكتابة فيها.',
  'conversations.notBlockedByYou': 'وحده الطرف الذي حظر هذه المحادثة يستطيع إلغاء الحظر.',
  'conversations.alreadyReported': 'لقد أبلغت عن هذه المحادثة من قبل؛ المشرفون يراجعونها.',
};
