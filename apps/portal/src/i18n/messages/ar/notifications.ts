import { plural } from '../../plural';
import type { NotificationMessages } from '../en/notifications';

/** ../en/notifications.ts in Arabic. */
export const notifications: NotificationMessages = {
  title: 'الإشعارات',
  bell: plural('ar', {
    zero: 'الإشعارات، لا يوجد غير مقروء',
    one: 'الإشعارات، إشعار واحد غير مقروء',
    two: 'الإشعارات، إشعاران غير مقروءين',
    few: 'الإشعارات، # إشعارات غير مقروءة',
    many: 'الإشعارات، # إشعارًا غير مقروء',
    other: 'الإشعارات، # إشعار غير مقروء',
  }),
  latest: 'أحدث الإشعارات',
  unread: 'غير مقروء',
  empty: 'لا توجد لديك إشعارات بعد.',
  markAllRead: 'تعليم الكل كمقروء',
  markAllFailed: 'تعذّر تعليم إشعاراتك كمقروءة',
  seeAll: 'عرض الكل',
  loadFailed: 'تعذّر تحميل إشعاراتك',
  page: {
    subtitle: 'ما أبلغك به بيتي عن حسابك، الأحدث أولًا.',
    list: 'كل الإشعارات',
    unread: plural('ar', {
      zero: 'لا توجد إشعارات غير مقروءة',
      one: 'إشعار واحد غير مقروء',
      two: 'إشعاران غير مقروءين',
      few: '# إشعارات غير مقروءة',
      many: '# إشعارًا غير مقروء',
      other: '# إشعار غير مقروء',
    }),
    more: 'عرض الإشعارات الأقدم',
    loadingMore: 'جارٍ تحميل الإشعارات الأقدم...',
    allRead: 'كل الإشعارات مقروءة.',
  },
};
