import type { StoredSelfProfile } from '@bayti/data/contract';

/**
 * The demo worker's stored profile (Maria Santos, as the seed gives maid@demo.bayti.ae), for the
 * unit tests and the stories.
 */
export const SAMPLE_PROFILE: StoredSelfProfile = {
  nationality: 'Filipino',
  religion: 'Christian',
  maritalStatus: 'Single',
  age: 29,
  gender: 'Female',
  visaStatus: 'Employment',
  visaExpiry: '2027-03-14',
  experience: '3+ years',
  childcare: ['Newborn', 'Toddler'],
  languages: ['English', 'Other'],
  skills: ['Babycare', 'Cleaning', 'Cooking'],
  jobPreference: 'Live-in',
  location: 'Dubai',
  salary: 2500,
  availableFrom: '2026-12-01',
  immediateAvailable: false,
  kids: [{ gender: 'Male', age: 7 }],
  image: '/images/candidates/maria-santos.svg',
  video: null,
};
