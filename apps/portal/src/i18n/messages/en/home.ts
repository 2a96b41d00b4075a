import type { FAQ_TOPICS } from '@bayti/data/contract';
import { plural } from '../../plural';

type FaqTopic = (typeof FAQ_TOPICS)[number];

/** English strings of the home page. */
export const home = {
  title: 'Do you need a maid or nanny in the UAE?',
  tagline: 'We help you find the perfect fit for your home.',
  hire: 'Hire With Ease',
  strip: {
    label: 'Maids by nationality',
    count: plural('en', { one: '# Maid', other: '# Maids' }),
  },
  candidates: {
    eyebrow: 'Our Candidates',
    title: 'Explore Our All Candidates',
    intro: 'Verified housemaids, nannies, cooks and drivers, listed by MOHRE-licensed offices.',
    exploreAll: 'Explore All Profiles',
    loadError: 'The candidates could not be loaded. Please try again.',
    retry: 'Try again',
  },
  howItWorks: {
    eyebrow: 'Simple steps',
    title: 'How it Works',
    steps: [
      {
        title: 'Find a nanny',
        text: 'Browse verified profiles and filter by position, nationality, visa status, salary and skills.',
      },
      {
        title: 'Unlock full access',
        text: 'Choose an access plan with a one-time payment to see full profiles and contact details.',
      },
      {
        title: 'Hire direct and save',
        text: 'Talk to candidates yourself and hire without agency fees on top.',
      },
    ],
    step: (number: string) => `Step ${number}`,
  },
  trust: {
    eyebrow: 'Trust & Care',
    title: 'Hiring you can trust, care you can feel',
    flip: {
      frontTitle: 'Why families trust Bayti',
      frontText: 'Licensed recruitment, verified profiles and a service that is free for workers.',
      visas: (count: string) => `${count}+ visas processed`,
      rating: (rating: string) => `Rated ${rating} by families`,
      backTitle: 'Our promise',
      backPoints: [
        'Every profile comes from a MOHRE-licensed recruitment office.',
        'Every worker is at least 18 and has a checked identity.',
        'No fee or commission is ever taken from a worker.',
        'A refund, due within two weeks, if a worker is returned in the first 6 months.',
      ],
      hint: 'Hover or tap to see our promise',
    },
    features: [
      {
        title: 'Daily profile updates',
        text: 'More than 30 new profiles are added every day, so there is always someone new to meet.',
      },
      {
        title: 'Personalized matches',
        text: 'Filters for skills, languages, work type and salary bring the right people to the top.',
      },
      {
        title: 'Transparent profiles',
        text: 'Experience, visa status, salary and an introduction video, before you pick up the phone.',
      },
      {
        title: 'Customer support',
        text: 'Our team answers around the clock, every day of the week.',
      },
    ],
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What families say',
    label: 'Testimonials from families',
    rating: (stars: string) => `Rated ${stars} out of 5`,
    items: [
      {
        id: 1,
        name: 'Layla Hassan',
        role: 'Mother of two, Dubai Marina',
        quote:
          'We found our nanny in a week. Watching the introduction videos before calling saved us so many wasted interviews.',
      },
      {
        id: 2,
        name: 'James Whitfield',
        role: 'Father of three, Abu Dhabi',
        quote:
          'Clear profiles, real salaries and no agency fee on top. We spoke to the candidate directly and hired her the same month.',
      },
      {
        id: 3,
        name: 'Noura Al Mazrouei',
        role: 'Caring for her parents, Sharjah',
        quote:
          'I needed someone experienced with elderly care. The filters and the visa status on each profile made the search simple.',
      },
      {
        id: 4,
        name: 'Rohit & Meera Kapoor',
        role: 'Working parents, Jumeirah',
        quote:
          'The visa service handled everything in about a week. Our housemaid started sooner than we thought possible.',
      },
      {
        id: 5,
        name: 'Sofia Martins',
        role: 'New to the UAE, Dubai Hills',
        quote:
          'As a newcomer I did not know the rules. The team explained the contract, the probation period and the refund policy clearly.',
      },
      {
        id: 6,
        name: 'Khalid Al Suwaidi',
        role: 'Family of six, Ras Al Khaimah',
        quote:
          'Our cook’s profile matched her cooking exactly. Support answered on a Friday evening when we had a question about the offer letter.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    items: {
      verification: {
        question: 'How are the workers on Bayti verified?',
        answer:
          'Every profile is listed by a recruitment office licensed by the UAE Ministry of Human Resources and Emiratisation (MOHRE). The office checks the worker’s passport and identity, confirms they are at least 18, records their visa status and verifies previous employment before the profile goes live. Profiles show when they were listed, and details are reviewed again when a worker changes visa status.',
      },
      choosing: {
        question: 'How do I choose the right worker for my family?',
        answer:
          'Start with the filters: position, nationality, work type (live-in, live-out or part-time), visa status, salary band, age and skills such as babycare. Open the full profile to read their experience, the age groups of children they have cared for and the languages they speak, and watch their introduction video where there is one. With an access plan you can contact candidates directly and arrange an interview before you decide.',
      },
      replacement: {
        question: 'What happens if I am not satisfied with the worker?',
        answer:
          'Domestic workers in the UAE are hired on MOHRE’s standard two-year contract, with a probation period of up to six months. If the worker is returned within the first six months, you are entitled to a refund, which must be paid within two weeks. Families using our visa service can also ask for a free replacement within the first three months.',
      },
      payments: {
        question: 'How do payments work?',
        answer:
          'Access plans are a one-time payment in AED: Basic AED 195 for two weeks, Standard AED 245 for one month, Premium AED 495 for two months. There are no automatic renewals and no hidden charges, and payments are made through a secure digital checkout. Bayti never takes a fee or commission from workers; the service is free for them.',
      },
      insurance: {
        question: 'Are the workers insured?',
        answer:
          'Yes. Health insurance is a condition of every UAE residence visa, so each worker sponsored through the Bayti visa service is covered for the length of the visa, and the cost is included in the service fee. If you sponsor a worker yourself, you are responsible for arranging that insurance before the visa is issued.',
      },
    } satisfies Record<FaqTopic, { question: string; answer: string }>,
  },
  startNow: {
    title: 'Ready to meet your new helper?',
    text: 'Sign in or create a free account and start shortlisting today.',
    cta: 'START NOW',
  },
};

export type HomeMessages = typeof home;
