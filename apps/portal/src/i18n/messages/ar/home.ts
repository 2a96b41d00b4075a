import type { HomeMessages } from '../en/home';

/** Arabic strings of the home page. */
export const home: HomeMessages = {
  title: 'هل تحتاج إلى عاملة منزلية أو مربية في الإمارات؟',
  tagline: 'نساعدك في العثور على الشخص المناسب لبيتك.',
  hire: 'وظّف بسهولة',
};
