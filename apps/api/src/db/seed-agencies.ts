import {
  MANAGED_CANDIDATE_STATUSES,
  type CandidateProfileForm,
  type ManagedCandidateStatus,
} from '@bayti/data/contract';
import { asc, eq } from 'drizzle-orm';
import { newRowColumns } from '../modules/managed-candidates/profile';
import { addDays, uaeDay } from '../uae-calendar';
import { candidates } from './schema';
import type { Transaction } from './transaction';

/** The second demo agency (agency2@demo.bayti.ae), so the wall between agencies can be seen. */
export const SECOND_DEMO_AGENCY_ID = 3;

interface SeedCandidate {
  agencyId: number;
  status: ManagedCandidateStatus;
  first: string;
  last: string;
  gender: CandidateProfileForm['gender'];
  nationality: CandidateProfileForm['nationality'];
  position: CandidateProfileForm['applyingPosition'];
  born: number;
  skills: CandidateProfileForm['coreSkills'];
}

/**
 * Candidates the agencies added themselves (never published, docs/decisions/0007): six of the demo
 * agency's and five of the second demo agency's, over the statuses, so every tab has rows.
 */
export const MANAGED_SEED_CANDIDATES: SeedCandidate[] = [
  {
    agencyId: 1,
    status: 'shortlisted',
    first: 'Grace',
    last: 'Akinyi',
    gender: 'Female',
    nationality: 'Kenyan',
    position: 'Nanny',
    born: 1995,
    skills: ['Babycare', 'Cleaning'],
  },
  {
    agencyId: 1,
    status: 'scheduled',
    first: 'Rosa',
    last: 'Dela Cruz',
    gender: 'Female',
    nationality: 'Filipino',
    position: 'Housemaid',
    born: 1990,
    skills: ['Cleaning', 'Cooking'],
  },
  {
    agencyId: 1,
    status: 'selected',
    first: 'Anjali',
    last: 'Menon',
    gender: 'Female',
    nationality: 'Indian',
    position: 'Cook',
    born: 1987,
    skills: ['Cooking'],
  },
  {
    agencyId: 1,
    status: 'hired',
    first: 'Siti',
    last: 'Rahma',
    gender: 'Female',
    nationality: 'Indonesian',
    position: 'Housemaid',
    born: 1993,
    skills: ['Cleaning', 'Elderly Care'],
  },
  {
    agencyId: 1,
    status: 'rejected',
    first: 'Ravi',
    last: 'Kumar',
    gender: 'Male',
    nationality: 'Indian',
    position: 'Driver',
    born: 1985,
    skills: ['Driving'],
  },
  {
    agencyId: 1,
    status: 'deployed',
    first: 'Nimal',
    last: 'Perera',
    gender: 'Male',
    nationality: 'Sri Lankan',
    position: 'Gardener',
    born: 1982,
    skills: [],
  },
  {
    agencyId: SECOND_DEMO_AGENCY_ID,
    status: 'shortlisted',
    first: 'Joy',
    last: 'Villanueva',
    gender: 'Female',
    nationality: 'Filipino',
    position: 'Nanny',
    born: 1996,
    skills: ['Babycare'],
  },
  {
    agencyId: SECOND_DEMO_AGENCY_ID,
    status: 'interviewed',
    first: 'Maricel',
    last: 'Bautista',
    gender: 'Female',
    nationality: 'Filipino',
    position: 'Housemaid',
    born: 1991,
    skills: ['Cleaning', 'Cooking', 'Babycare'],
  },
  {
    agencyId: SECOND_DEMO_AGENCY_ID,
    status: 'selected',
    first: 'Liza',
    last: 'Mendoza',
    gender: 'Female',
    nationality: 'Filipino',
    position: 'Cook',
    born: 1988,
    skills: ['Cooking'],
  },
  {
    agencyId: SECOND_DEMO_AGENCY_ID,
    status: 'returned',
    first: 'Jocelyn',
    last: 'Ramos',
    gender: 'Female',
    nationality: 'Filipino',
    position: 'Housemaid',
    born: 1989,
    skills: ['Cleaning'],
  },
  {
    agencyId: SECOND_DEMO_AGENCY_ID,
    status: 'replaced',
    first: 'Arnel',
    last: 'Santos',
    gender: 'Male',
    nationality: 'Filipino',
    position: 'Driver',
    born: 1984,
    skills: ['Driving'],
  },
];

/** The interview or selection details a status shows in its tab, days from the seed. */
function scheduleFor(status: ManagedCandidateStatus, now: Date, offset: number) {
  const day = (days: number) => uaeDay(addDays(now, days));
  const interviewing = status === 'interviewed' || status === 'scheduled';
  const selected = ['selected', 'hired', 'deployed'].includes(status);
  return {
    interviewDate: interviewing ? day(status === 'scheduled' ? 2 + offset : -3 - offset) : null,
    interviewTime: interviewing ? (offset % 2 === 0 ? '10:30' : '14:00') : null,
    selectionType: selected ? (offset % 2 === 0 ? 'Direct' : 'Agency') : null,
    selectionDate: selected ? day(-5 - offset) : null,
  };
}

function profileOf(seed: SeedCandidate, now: Date): CandidateProfileForm {
  return {
    salutation: seed.gender === 'Male' ? 'Mr' : 'Ms',
    firstName: seed.first,
    middleName: '',
    lastName: seed.last,
    nationality: seed.nationality,
    dateOfBirth: `${seed.born}-06-15`,
    maritalStatus: 'Single',
    gender: seed.gender,
    religion: null,
    height: 160,
    weight: 58,
    complexion: null,
    kids: 0,
    fullImage: null,
    currentCountry: 'UAE',
    currentCity: 'Dubai',
    streetAddress: 'Al Karama, Dubai',
    about: `${seed.first} is looking for a ${seed.position.toLowerCase()} position with a family.`,
    coreSkills: seed.skills,
    otherSkills: [],
    applyingPosition: seed.position,
    previousPosition: seed.position,
    relevantExperienceYears: Math.max(1, 2026 - seed.born - 24),
    relevantExperienceMonths: 0,
    estimatedJoiningDate: uaeDay(addDays(now, 30)),
    workingDays: '6 Days',
    workingHoursFrom: '08:00',
    workingHoursTo: '18:00',
    dayOff: 'friday',
    accommodation: 'Live-in',
    languages: [
      { language: 'English', read: 'Good', write: 'Good', speak: 'Fluent' },
      { language: 'Arabic', read: 'Basic', write: 'Basic', speak: 'Basic' },
    ],
    education: {
      highestQualification: 'High School',
      institute: '',
      completionYear: null,
      country: '',
      fileNumber: '',
      workReference: '',
      certificate: null,
    },
    experiences: [
      {
        position: seed.position,
        country: 'UAE',
        from: null,
        to: null,
        totalExperience: '2 years',
        contractType: 'Full-time',
        client: '',
        note: '',
      },
    ],
    documents: [],
  };
}

/**
 * The admin/agency side of the demo data, run by seedIfEmpty once the identity sequences continue
 * after the fixtures:
 * - the fixture candidates are spread over the statuses by id (as migration 0007 does for rows
 *   that existed before it), with a gender (the drivers men), so every tab shows real counts;
 * - the agencies' own candidates above are added with their saved profile forms.
 */
export async function seedManagedCandidates(tx: Transaction, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: candidates.id, position: candidates.position, userId: candidates.userId })
    .from(candidates)
    .orderBy(asc(candidates.id));
  for (const row of rows) {
    if (row.userId !== null) continue;
    const status = MANAGED_CANDIDATE_STATUSES[row.id % MANAGED_CANDIDATE_STATUSES.length]!;
    await tx
      .update(candidates)
      .set({
        managedStatus: status,
        gender: row.position === 'Driver' ? 'Male' : 'Female',
        ...scheduleFor(status, now, row.id % 4),
      })
      .where(eq(candidates.id, row.id));
  }

  const today = uaeDay(now);
  await tx.insert(candidates).values(
    MANAGED_SEED_CANDIDATES.map((seed, index) => {
      const profile = profileOf(seed, now);
      return {
        ...newRowColumns(profile, now, today),
        agencyId: seed.agencyId,
        managedProfile: profile,
        managedStatus: seed.status,
        ...scheduleFor(seed.status, now, index % 4),
        createdAt: addDays(now, -index - 1),
        updatedAt: addDays(now, -index - 1),
      };
    }),
  );
}
