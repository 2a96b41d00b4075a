import type { PLAN_FEATURES, PLAN_IDS } from '@bayti/data/contract';
import { plural } from '../../plural';
import { diallingCountries } from './dialling-countries';

type PlanId = (typeof PLAN_IDS)[number];
type PlanFeature = (typeof PLAN_FEATURES)[number];

/** A section of a long page (Privacy, Terms): a title and its paragraphs. */
export interface TextSection {
  title: string;
  paragraphs: string[];
}

/** English strings of the static pages: pricing, about, visa, contact, privacy and terms. */
export const pages = {
  orMore: (amount: string) => `${amount}+`,
  pricing: {
    eyebrow: 'Access Plan',
    title: 'Simple, one-time pricing',
    intro:
      'Pick the access you need. Pay once, in dirhams, with no automatic renewals and no hidden charges.',
    plans: {
      basic: { name: 'Basic', period: '/ 2 weeks', cta: 'Get Started Free', badge: '' },
      standard: {
        name: 'Standard',
        period: '/ 1 month',
        cta: 'Get Started',
        badge: 'MOST POPULAR',
      },
      premium: { name: 'Premium', period: '/ 2 months', cta: 'Get Started', badge: 'PREMIUM' },
    } satisfies Record<PlanId, { name: string; period: string; cta: string; badge: string }>,
    descriptions: {
      basic: 'Two weeks of full access to meet candidates at your own pace.',
      standard: 'A month of full access: the time most families need to hire.',
      premium: 'Two months, with a consultant who shortlists candidates for you.',
    } satisfies Record<PlanId, string>,
    features: {
      full_profiles: 'Full candidate profiles',
      contact_details: 'Direct contact details',
      one_time_payment: 'One-time payment',
      no_auto_renewal: 'No automatic renewals',
      no_hidden_charges: 'No hidden charges',
      support_24_7: '24/7 support',
      new_profiles_daily: '30+ new profiles daily',
      dedicated_consultant: 'Dedicated consultant',
      shortlisting: 'Shortlisting by our team',
    } satisfies Record<PlanFeature, string>,
    featuresLabel: 'Included',
    comparison: {
      title: 'Offerings Comparison',
      offering: 'Offering',
      bayti: 'Bayti',
      elsewhere: 'Elsewhere',
      platformAccess: 'Platform access',
      nannyVisa: 'Nanny visa services',
    },
  },
  about: {
    eyebrow: 'About Bayti',
    title: 'Bringing families and domestic workers together, fairly',
    intro:
      'Bayti is a UAE marketplace where families find housemaids, nannies, cooks, drivers and carers directly, with every profile listed by a MOHRE-licensed recruitment office.',
    stats: {
      label: 'Bayti in figures',
      visaDays: plural('en', { one: '# day', other: '# days' }),
      visaDaysLabel: 'Visa processing',
      workersLabel: 'Verified workers',
      nationalitiesLabel: 'Nationalities',
      support: '24/7',
      supportLabel: 'Support',
    },
    problem: {
      title: 'The problem we solve',
      beforeTitle: 'Before Bayti',
      before: [
        'Weeks of calls to agencies, with fees added on top.',
        'Thin CVs with no salary, visa status or introduction.',
        'Unclear rules on probation, returns and refunds.',
      ],
      afterTitle: 'With Bayti',
      after: [
        'Browse verified profiles directly, any time of day.',
        'Salary, visa status, experience and a video on every profile.',
        'The MOHRE standard contract and your refund rights, explained upfront.',
      ],
    },
    benefits: {
      title: 'Benefits for everyone',
      familiesTitle: 'For families',
      families: [
        'Hire directly, without agency fees on top.',
        'Visa processing in about 7 days through our visa service.',
        'A refund, due within two weeks, if a worker is returned in the first 6 months.',
      ],
      agenciesTitle: 'For licensed agencies',
      agencies: [
        'Reach families across the Emirates with one listing.',
        'Manage candidates, recruitments, orders and invoices in one dashboard.',
        'Track every recruitment stage, from offer letter to deployment.',
      ],
    },
    workforce: {
      title: 'Our workforce by nationality',
      intro: 'Candidates currently listed, by nationality.',
      count: plural('en', { one: '# worker', other: '# workers' }),
    },
    technology: {
      title: 'AI and technology at work',
      blocks: [
        {
          title: 'Smart matching',
          text: 'Filters and ranking bring the profiles that fit your family to the top.',
        },
        {
          title: 'Verified data',
          text: 'Identity, age and visa status are checked by the listing office and reviewed again when they change.',
        },
        {
          title: 'Secure by design',
          text: 'Personal data is protected under the UAE PDPL; contact details are shown only to subscribed families.',
        },
      ],
    },
    values: {
      title: 'Our values',
      items: [
        {
          title: 'Fairness',
          text: 'The service is free for workers: no fee or commission is ever taken from them.',
        },
        {
          title: 'Transparency',
          text: 'One-time prices in AED, with no automatic renewals and no hidden charges.',
        },
        {
          title: 'Care',
          text: 'We support families and workers around the clock, every day of the year.',
        },
        {
          title: 'Compliance',
          text: 'We work only with MOHRE-licensed offices and workers aged 18 or over.',
        },
      ],
    },
    cta: {
      title: 'Talk to our team',
      text: 'Questions about hiring, visas or plans? We answer every day.',
      phoneLabel: 'Phone',
      emailLabel: 'Email',
      addressLabel: 'Office',
      address: 'Business Bay, Dubai, United Arab Emirates',
      contact: 'Contact us',
    },
  },
  visa: {
    eyebrow: 'Visa Services',
    title: 'Your domestic worker’s visa, handled in about 7 days',
    intro:
      'We sponsor and process the residence visa of your housemaid or nanny, including health insurance, so you do not have to deal with the paperwork.',
    plan: {
      name: 'Nanny & Maid Visa',
      monthly: (amount: string) => `+ ${amount} / month`,
      description: plural('en', { one: 'Processing in # day.', other: 'Processing in # days.' }),
      features: {
        processing: plural('en', {
          one: 'Visa processing in # day',
          other: 'Visa processing in # days',
        }),
        replacement: plural('en', {
          one: 'Free replacement within the first month',
          other: 'Free replacement within the first # months',
        }),
        renewal: plural('en', {
          one: 'Renewal assistance every year',
          other: 'Renewal assistance every # years',
        }),
        insurance: 'Health insurance included',
        contract: 'MOHRE standard two-year contract',
      },
      featuresLabel: 'Included',
      cta: 'Get Visa Now',
    },
    comparison: {
      title: 'Bayti visa service versus private sponsorship',
      aspect: 'What you compare',
      bayti: 'Bayti visa service',
      private: 'Private sponsorship',
      cost: 'Upfront cost',
      time: 'Processing time',
      days: plural('en', { one: '# day', other: '# days' }),
      replacement: 'Free replacement',
      replacementBayti: plural('en', {
        one: 'Within the first month',
        other: 'Within the first # months',
      }),
      renewal: 'Renewal',
      renewalBayti: plural('en', { one: 'Assisted every year', other: 'Assisted every # years' }),
      none: 'Not included',
      yourself: 'You arrange it yourself',
    },
    form: {
      title: 'Get Visa Services',
      description: 'Leave your details and a visa consultant will call you back.',
      name: 'Full name',
      phone: 'Phone number',
      countryCode: 'Country code',
      message: 'Message',
      messagePlaceholder: 'Tell us about the worker and when you need the visa.',
      submit: 'Send Request',
      sending: 'Sending...',
      success:
        'Thank you. Your visa request has been received; a consultant will call you within one working day.',
      close: 'Close',
    },
  },
  contact: {
    eyebrow: 'Contact Us',
    title: 'We are here to help',
    intro: 'Reach us by phone, email or the form below. We answer every day, around the clock.',
    blurbs: {
      phone: { title: 'Call us', hint: 'Every day, 24/7' },
      email: { title: 'Email us', hint: 'We reply within one working day' },
      office: {
        title: 'Visit us',
        text: 'Business Bay, Dubai',
        hint: 'Sunday to Thursday, 9:00 to 18:00',
      },
    },
    form: {
      title: 'Get in Touch',
      name: 'Full name',
      email: 'Email',
      phone: 'Phone number',
      countryCode: 'Country code',
      message: 'Message',
      messagePlaceholder: 'How can we help?',
      iAm: 'I am',
      worker: 'Worker',
      employer: 'Employer',
      submit: 'Send Message',
      sending: 'Sending...',
      success: 'Thank you. Your message has been sent; we will reply within one working day.',
      another: 'Send another message',
    },
  },
  forms: {
    errors: {
      name: 'Enter your name',
      email: 'Enter a valid email',
      phone: 'Enter a valid phone number',
      message: 'Enter a message',
      countryCode: 'Choose a country code',
    } as Record<string, string>,
    failed: 'Your message could not be sent. Please try again.',
    tooMany: 'Too many submissions from your network. Please wait a while and try again.',
    countries: diallingCountries,
  },
  legal: {
    lastUpdated: (date: string) => `Last updated: ${date}`,
    progress: 'Reading progress',
    contents: 'Contents',
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains how Bayti collects, uses, shares and protects your personal data when you use our website and services, in line with the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021, the PDPL).',
    sections: [
      {
        title: 'Who we are',
        paragraphs: [
          'Bayti is an online marketplace in the United Arab Emirates that connects families with domestic workers listed by recruitment offices licensed by the Ministry of Human Resources and Emiratisation (MOHRE). For the purposes of the PDPL, Bayti is the controller of the personal data described in this policy.',
          'If you have any question about this policy or about your data, you can write to privacy@bayti.ae.',
        ],
      },
      {
        title: 'The data we collect',
        paragraphs: [
          'From families: your name, email address, phone number, the emirate you live in, details of your household that you choose to give us, your access plan and your payment records.',
          'From workers and agencies: the profile information needed to present a worker to families, such as name, photo, nationality, age, languages, experience, skills, visa status, expected salary and an optional introduction video, together with the identity and employment documents the licensed office checks.',
          'Automatically: technical data such as your IP address, browser type, the pages you visit and the time of your visit, collected to keep the service secure and working.',
        ],
      },
      {
        title: 'Sensitive personal data',
        paragraphs: [
          'Some data is sensitive under the PDPL, in particular health data (such as medical fitness results required for a visa) and criminal records (such as police clearance certificates). We process sensitive data only where it is necessary for the recruitment or visa process, with your explicit consent or where the law requires it.',
          'Sensitive data is never shown on a public profile. It is available only to the staff and licensed offices who need it for the recruitment or visa process, and it is protected by additional access controls.',
        ],
      },
      {
        title: 'How we use your data',
        paragraphs: [
          'We use your data to create and manage your account, to show worker profiles and, for families with an active access plan, contact details; to process visa requests and payments; to answer your messages; and to keep the service safe and prevent fraud.',
          'We use profiles and search behaviour to improve the matches we show you. No decision that produces legal effects for you is taken by automated means alone.',
        ],
      },
      {
        title: 'Legal basis and consent',
        paragraphs: [
          'We process your data with your clear and specific consent, to perform the contract you enter with us, to comply with UAE law, or where another basis allowed by the PDPL applies.',
          'You may withdraw your consent at any time. Withdrawing consent does not affect processing that took place before, and some features may no longer be available to you.',
        ],
      },
      {
        title: 'Marketing',
        paragraphs: [
          'We send marketing messages, such as our newsletter, only if you have opted in. Every message includes a simple way to opt out, and you can also opt out from your account settings or by writing to us. Opting out never affects service messages about your account, plan or requests.',
        ],
      },
      {
        title: 'Sharing your data',
        paragraphs: [
          'We share data only as needed to provide the service: with the licensed recruitment office that listed a worker, with families a worker has chosen to be presented to, with government authorities for visa processing, and with service providers (hosting, payment, messaging) bound by contract to protect it.',
          'We do not sell personal data. We disclose data to authorities only when UAE law requires us to.',
        ],
      },
      {
        title: 'Transfers outside the UAE',
        paragraphs: [
          'Some of our service providers may process data outside the UAE. We transfer personal data only to countries that offer an adequate level of protection, or under safeguards permitted by the PDPL and the UAE Data Office.',
        ],
      },
      {
        title: 'How long we keep your data',
        paragraphs: [
          'We keep personal data only as long as needed for the purposes described here or as required by law. Accounts that have been inactive for 24 months may be deleted, together with their personal data, after we let you know by email.',
          'Payment and invoice records are kept for the period required by UAE accounting and tax rules.',
        ],
      },
      {
        title: 'Security and breach notification',
        paragraphs: [
          'We protect your data with encryption in transit, hashed passwords, role-based access and regular reviews of our systems.',
          'If a breach of personal data puts your privacy or rights at risk, we will notify the UAE Data Office and you without undue delay, explaining what happened and what we are doing about it.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'Under the PDPL you have the right to be informed about the processing of your data, to access it, to have it corrected or completed, to have it erased, to restrict or object to its processing, to data portability and to withdraw your consent.',
          'To exercise these rights, write to privacy@bayti.ae. We answer within the time set by law, and you may also complain to the UAE Data Office.',
        ],
      },
      {
        title: 'Children and changes to this policy',
        paragraphs: [
          'Bayti is not intended for anyone under 16, and we do not knowingly collect data from them. Users aged 16 to 18 may use the service only with the consent of a parent or guardian. Every worker listed on Bayti is at least 18.',
          'We may update this policy. When we make an important change we will tell you by email or on the website before it takes effect; the date at the top of this page shows the latest version.',
        ],
      },
    ] as TextSection[],
  },
  terms: {
    title: 'Terms and Conditions',
    intro:
      'These terms govern your use of the Bayti website and services. By creating an account or using the service, you agree to them. Please read them carefully.',
    sections: [
      {
        title: 'About these terms',
        paragraphs: [
          'These terms are an agreement between you and Bayti, the operator of this marketplace in the United Arab Emirates. Our Privacy Policy, which explains how we handle your personal data, forms part of these terms.',
        ],
      },
      {
        title: 'Eligibility',
        paragraphs: [
          'You must be at least 18 years old to use Bayti, or between 16 and 18 with the consent of a parent or guardian, who accepts these terms on your behalf. The service is not available to anyone under 16.',
          'Every worker listed on Bayti must be at least 18 years old, as UAE law requires.',
        ],
      },
      {
        title: 'Our service',
        paragraphs: [
          'Bayti lets families browse profiles of domestic workers and contact them, and offers a visa service for domestic workers. Profiles are listed by recruitment offices licensed by the Ministry of Human Resources and Emiratisation (MOHRE); Bayti does not itself employ the workers.',
          'The employment relationship is between the family and the worker, under MOHRE’s standard contract and UAE law.',
        ],
      },
      {
        title: 'Accounts',
        paragraphs: [
          'You must give accurate information, keep your password secret and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.',
          'Accounts that have been inactive for 24 months may be closed and deleted after notice by email.',
        ],
      },
      {
        title: 'Access plans and payment',
        paragraphs: [
          'Full profiles and contact details are available to families with an active access plan: Basic, AED 195 for 2 weeks; Standard, AED 245 for 1 month; Premium, AED 495 for 2 months, which adds a dedicated consultant and shortlisting.',
          'All prices are in UAE dirhams (AED) and are paid once, through a secure digital checkout. Plans do not renew automatically and there are no hidden charges.',
        ],
      },
      {
        title: 'Workers pay nothing',
        paragraphs: [
          'The service is free for workers. Neither Bayti nor any office listing on Bayti may ask a worker for a fee or commission of any kind, in line with UAE law. Please report any such request to us at once.',
        ],
      },
      {
        title: 'Contracts, probation and refunds',
        paragraphs: [
          'Domestic workers are hired on MOHRE’s standard two-year contract. The probation period is at most 6 months.',
          'If a worker is returned within the first 6 months, the family is entitled to a refund under the contract, and the refund is due within two weeks. Families using our visa service may also ask for a free replacement within the first 3 months.',
        ],
      },
      {
        title: 'Visa service',
        paragraphs: [
          'Our visa service costs AED 8,200 plus AED 160 per month and takes about 7 days once all documents are complete. It includes the health insurance required for the residence visa, and renewal assistance every 2 years.',
          'Processing times depend on the authorities and on the documents provided; we will keep you informed of any delay.',
        ],
      },
      {
        title: 'Your obligations',
        paragraphs: [
          'You agree to use Bayti lawfully and respectfully: not to give false information, not to copy or scrape profiles, not to contact workers for purposes other than employment, and to treat workers in line with UAE labour law.',
        ],
      },
      {
        title: 'Content and intellectual property',
        paragraphs: [
          'The website, its design and its software belong to Bayti. Profiles remain the responsibility of the office that listed them and of the worker. You may use the content only to find and hire a domestic worker for your own household.',
        ],
      },
      {
        title: 'Liability',
        paragraphs: [
          'We check that listing offices are licensed and that profiles meet our standards, but we cannot guarantee the outcome of an employment. To the extent permitted by UAE law, Bayti is not liable for indirect losses, and our total liability is limited to the amount you paid us in the twelve months before the claim.',
        ],
      },
      {
        title: 'Suspension and termination',
        paragraphs: [
          'You may close your account at any time. We may suspend or close an account that breaks these terms or the law, after notice where the situation allows it. Payments already made for used access are not refundable, except as set out in these terms or required by law.',
        ],
      },
      {
        title: 'Governing law and changes',
        paragraphs: [
          'These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai, and the courts of Dubai have jurisdiction over any dispute.',
          'We may change these terms. We will tell you of important changes before they take effect; continuing to use Bayti afterwards means you accept them.',
        ],
      },
    ] as TextSection[],
  },
};

export type PagesMessages = typeof pages;
