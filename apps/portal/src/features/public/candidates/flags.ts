import type { Nationality } from '@bayti/data/contract';

/** Flag images served from public/images/flags, one per nationality (the candidates' `flag` uses the same files). */
export const NATIONALITY_FLAG_SRC: Record<Nationality, string> = {
  Filipino: '/images/flags/philippines.svg',
  Indian: '/images/flags/india.svg',
  Kenyan: '/images/flags/kenya.svg',
  Ugandan: '/images/flags/uganda.svg',
  'Sri Lankan': '/images/flags/sri-lanka.svg',
  Indonesian: '/images/flags/indonesia.svg',
  Ethiopian: '/images/flags/ethiopia.svg',
  Nepali: '/images/flags/nepal.svg',
};
