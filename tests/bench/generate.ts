/**
 * Deterministic bench data: candidates with realistic distributions (nationalities, positions,
 * salary bands of the filter, emirates, services, work types, visas, ages 20-60, listed dates),
 * and in proportion worker accounts with documents, families with pipelines and recruitments.
 */
import {
  AGENCY_RECRUITMENT_STAGES,
  SALARY_BANDS,
  type AgencyRecruitmentStage,
  type CandidatePosition,
  type ChildcareBand,
  type ManagedCandidateStatus,
  type Nationality,
  type PipelineEntryStatus,
  type Service,
} from '@bayti/data/contract';
import { NATIONALITY_FLAGS } from '@bayti/data/fixtures';
import type {
  candidateContacts,
  candidateDocuments,
  candidates,
  pipelineEntries,
  recruitments,
  users,
} from '../../apps/api/src/db/schema/index.ts';
import { Prng } from './prng.ts';

export type CandidateRow = typeof candidates.$inferInsert;
export type ContactRow = typeof candidateContacts.$inferInsert;
export type UserRow = typeof users.$inferInsert;
export type PipelineRow = typeof pipelineEntries.$inferInsert;
export type RecruitmentRow = typeof recruitments.$inferInsert;
export type DocumentRow = typeof candidateDocuments.$inferInsert;

/** Proportions per candidate. */
export const PROPORTIONS = {
  /** Workers who manage their own profile (an account with documents). */
  selfManaged: 0.1,
  /** Families (client accounts) per candidate. */
  families: 0.2,
  /** Pipeline entries per family. */
  entriesPerFamily: 3,
  /** Documents per self-managed worker. */
  documentsPerWorker: 2,
};

/** Every date is relative to this day, never to the clock, so reruns are identical. */
const BASE_DAY = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(BASE_DAY + offsetDays * DAY_MS).toISOString().slice(0, 10);

const NATIONALITY_WEIGHTS: [Nationality, number][] = [
  ['Filipino', 40],
  ['Ugandan', 13],
  ['Kenyan', 12],
  ['Sri Lankan', 8],
  ['Indian', 8],
  ['Ethiopian', 8],
  ['Indonesian', 6],
  ['Nepali', 5],
];
const RELIGION: Record<Nationality, [string, number][]> = {
  Filipino: [
    ['Christian', 90],
    ['Muslim', 10],
  ],
  Indian: [
    ['Hindu', 70],
    ['Christian', 20],
    ['Muslim', 10],
  ],
  Kenyan: [
    ['Christian', 85],
    ['Muslim', 15],
  ],
  Ugandan: [
    ['Christian', 85],
    ['Muslim', 15],
  ],
  'Sri Lankan': [
    ['Buddhist', 60],
    ['Christian', 25],
    ['Muslim', 15],
  ],
  Indonesian: [
    ['Muslim', 90],
    ['Christian', 10],
  ],
  Ethiopian: [
    ['Christian', 65],
    ['Muslim', 35],
  ],
  Nepali: [
    ['Hindu', 80],
    ['Buddhist', 20],
  ],
};
const LANGUAGE: Record<Nationality, string> = {
  Filipino: 'Tagalog',
  Indian: 'Hindi',
  Kenyan: 'Swahili',
  Ugandan: 'Luganda',
  'Sri Lankan': 'Sinhala',
  Indonesian: 'Bahasa',
  Ethiopian: 'Amharic',
  Nepali: 'Nepali',
};
const POSITIONS: [CandidatePosition, number][] = [
  ['Housemaid', 35],
  ['Maid', 25],
  ['Nanny', 20],
  ['Cook', 10],
  ['Driver', 10],
];
const WORK_TYPES = [
  ['Live-in', 60],
  ['Live-out', 25],
  ['Part-time', 15],
] as const;
const VISAS = [
  ['Company Visa', 40],
  ['Cancelled', 35],
  ['Own Visa', 25],
] as const;
const LOCATIONS: [string, number][] = [
  ['Dubai', 38],
  ['Abu Dhabi', 20],
  ['Sharjah', 17],
  ['Ajman', 8],
  ['Ras Al Khaimah', 5],
  ['Fujairah', 4],
  ['Umm Al Quwain', 2],
  ['Sharjah, Dubai', 4],
  ['Sharjah, Ajman', 2],
];
/** Weights of SALARY_BANDS, in its order (most families pay AED 1200-2500). */
const BAND_WEIGHTS = [10, 35, 25, 15, 8, 7];
const SERVICES_BY_POSITION: Record<CandidatePosition, [Service, number][]> = {
  Housemaid: [
    ['Cleaning', 9],
    ['Housekeeping', 8],
    ['Cooking', 5],
    ['Babycare', 3],
    ['Elderly Care', 2],
    ['Petcare', 2],
  ],
  Maid: [
    ['Cleaning', 9],
    ['Housekeeping', 7],
    ['Cooking', 4],
    ['Petcare', 3],
    ['Elderly Care', 2],
    ['Babycare', 2],
  ],
  Nanny: [
    ['Babycare', 10],
    ['Cleaning', 4],
    ['Cooking', 4],
    ['Housekeeping', 2],
    ['Elderly Care', 1],
  ],
  Cook: [
    ['Cooking', 10],
    ['Cleaning', 3],
    ['Housekeeping', 2],
  ],
  Driver: [
    ['Petcare', 2],
    ['Housekeeping', 1],
    ['Elderly Care', 1],
  ],
};
const CHILDCARE: ChildcareBand[] = [
  'Newborn',
  'Toddler (1–3 years)',
  'Preschool (4–5 years)',
  'Older (6+ years)',
];
const FIRST = [
  'Maria',
  'Grace',
  'Joy',
  'Faith',
  'Esther',
  'Siti',
  'Dewi',
  'Priya',
  'Anjali',
  'Kumari',
  'Tigist',
  'Rose',
  'Analyn',
  'Nirmala',
  'Mary',
  'Sarah',
  'Aisha',
  'Fatima',
  'Lakshmi',
  'Mercy',
];
const LAST = [
  'Santos',
  'Reyes',
  'Dela Cruz',
  'Wanjiku',
  'Achieng',
  'Nakato',
  'Namutebi',
  'Rahayu',
  'Lestari',
  'Nair',
  'Verma',
  'Perera',
  'Fernando',
  'Bekele',
  'Gurung',
  'Tamang',
  'Otieno',
  'Mwangi',
  'Garcia',
  'Bautista',
];
const DRIVER_FIRST = [
  'Mohammed',
  'Rafiq',
  'Anil',
  'Suresh',
  'Joseph',
  'Peter',
  'Ramesh',
  'Ibrahim',
];
const IMAGES = [
  'maria-santos',
  'priya-nair',
  'grace-wanjiku',
  'siti-rahayu',
  'kumari-perera',
  'tigist-bekele',
  'joy-dela-cruz',
  'esther-nakato',
  'faith-achieng',
  'anjali-verma',
  'dewi-lestari',
  'rose-namutebi',
  'analyn-reyes',
  'nirmala-fernando',
  'mohammed-rafiq',
];
const MANAGED: [ManagedCandidateStatus, number][] = [
  ['shortlisted', 55],
  ['interviewed', 10],
  ['scheduled', 8],
  ['selected', 6],
  ['hired', 8],
  ['rejected', 8],
  ['deployed', 3],
  ['returned', 1],
  ['replaced', 1],
];
const PIPELINE: [PipelineEntryStatus, number][] = [
  ['shortlisted', 50],
  ['interview', 18],
  ['selected', 8],
  ['hired', 10],
  ['rejected', 14],
];

/** Age 20-60, most between 25 and 40 (a sum of two uniforms, shifted). */
function age(prng: Prng): number {
  const value = Math.round(20 + (prng.next() + prng.next()) * 13 + prng.next() * 14);
  return Math.min(60, Math.max(20, value));
}

export interface IdBases {
  candidate: number;
  user: number;
  pipelineEntry: number;
  recruitment: number;
  document: number;
}

export interface BenchData {
  candidates: CandidateRow[];
  contacts: ContactRow[];
  users: UserRow[];
  pipelineEntries: PipelineRow[];
  recruitments: RecruitmentRow[];
  documents: DocumentRow[];
  /** Emails of the family accounts (sign-in bench), all with BENCH_PASSWORD. */
  familyEmails: string[];
}

export const BENCH_PASSWORD = 'bench-password-2026';

export function generate(
  count: number,
  bases: IdBases,
  agencyIds: readonly number[],
  passwordHash: string,
  seed = 20_261_101,
): BenchData {
  const prng = new Prng(seed);
  const data: BenchData = {
    candidates: [],
    contacts: [],
    users: [],
    pipelineEntries: [],
    recruitments: [],
    documents: [],
    familyEmails: [],
  };
  let userId = bases.user;
  const createdAt = new Date(BASE_DAY);

  for (let i = 1; i <= count; i += 1) {
    const id = bases.candidate + i;
    const nationality = prng.weighted(NATIONALITY_WEIGHTS);
    const position = prng.weighted(POSITIONS);
    const band = SALARY_BANDS[prng.weighted(BAND_WEIGHTS.map((w, index) => [index, w] as const))];
    if (!band) throw new Error('band');
    const low = band.min + prng.int(0, 2) * 100;
    const high = (band.max ?? band.min + 1500) - prng.int(0, 1) * 100;
    const salaryMin = Math.min(low, high);
    const salaryMax = Math.max(low, high);
    const wanted = prng.weighted(SERVICES_BY_POSITION[position].map(([s, w]) => [s, w] as const));
    const others = prng.subset(
      SERVICES_BY_POSITION[position].map(([s]) => s),
      prng.int(0, 3),
    );
    const services = [...new Set([wanted, ...others])];
    const listedOffset = -prng.int(0, 730);
    const driver = position === 'Driver';
    const selfManaged = prng.chance(PROPORTIONS.selfManaged);
    let ownerId: number | null = null;
    if (selfManaged) {
      userId += 1;
      ownerId = userId;
      data.users.push({
        id: ownerId,
        name: `Bench Worker ${i}`,
        email: `bench-worker-${i}@bench.bayti.ae`,
        passwordHash,
        role: 'candidate',
        createdAt,
        updatedAt: createdAt,
      });
      for (let d = 0; d < PROPORTIONS.documentsPerWorker; d += 1) {
        const category = d === 0 ? 'Passport' : 'ID Proof';
        data.documents.push({
          id: bases.document + data.documents.length + 1,
          userId: ownerId,
          category,
          title: `${category.toLowerCase().replace(' ', '-')}.pdf`,
          storageKey: `bench/${ownerId}-${d}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: prng.int(40_000, 900_000),
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    data.candidates.push({
      id,
      name: `${driver ? prng.pick(DRIVER_FIRST) : prng.pick(FIRST)} ${prng.pick(LAST)}`,
      workType: prng.weighted(WORK_TYPES),
      age: age(prng),
      salary: `AED ${salaryMin}-${salaryMax} per month`,
      salaryMin,
      salaryMax,
      location: prng.weighted(LOCATIONS),
      nationality,
      flag: NATIONALITY_FLAGS[nationality],
      visa: prng.weighted(VISAS),
      religion: prng.weighted(RELIGION[nationality]) as CandidateRow['religion'],
      maritalStatus: prng.weighted([
        ['Single', 45],
        ['Married', 48],
        ['Widow', 7],
      ] as const),
      languages: prng.chance(0.3)
        ? ['English', 'Arabic', LANGUAGE[nationality]]
        : ['English', LANGUAGE[nationality]],
      image: `/images/candidates/${prng.pick(IMAGES)}.svg`,
      video: prng.chance(0.05) ? '/media/candidates/maria-santos.webm' : null,
      experience: `${prng.int(1, 15)} years`,
      childcareExperience: position === 'Nanny' ? prng.subset(CHILDCARE, prng.int(1, 4)) : [],
      services,
      servicesText: services.join('\n'),
      rating: Math.round((3.5 + prng.next() * 1.5) * 10) / 10,
      position,
      visaExpiry: isoDay(prng.int(30, 900)),
      availableFrom: isoDay(prng.int(-30, 90)),
      listedDate: isoDay(listedOffset),
      description: `Experienced ${position.toLowerCase()} from ${nationality === 'Filipino' ? 'the Philippines' : nationality}, ${services.join(', ').toLowerCase()}; references available.`,
      isPublished: prng.chance(0.96),
      visible: prng.chance(0.99),
      isComplete: true,
      userId: ownerId,
      agencyId: !selfManaged && prng.chance(0.6) ? prng.pick(agencyIds) : null,
      gender: driver ? 'Male' : 'Female',
      managedStatus: prng.weighted(MANAGED),
      createdAt: new Date(BASE_DAY + listedOffset * DAY_MS),
      updatedAt: new Date(BASE_DAY + listedOffset * DAY_MS),
    });
    data.contacts.push({
      candidateId: id,
      phone: `+9715${String(prng.int(0, 99_999_999)).padStart(8, '0')}`,
      whatsapp: `+9715${String(prng.int(0, 99_999_999)).padStart(8, '0')}`,
    });
  }

  const families = Math.max(1, Math.round(count * PROPORTIONS.families));
  for (let f = 1; f <= families; f += 1) {
    userId += 1;
    const familyId = userId;
    const email = `bench-family-${f}@bench.bayti.ae`;
    data.familyEmails.push(email);
    data.users.push({
      id: familyId,
      name: `Bench Family ${f}`,
      email,
      passwordHash,
      role: 'client',
      clientStatus: prng.weighted([
        ['New', 80],
        ['Resume', 12],
        ['Hold', 8],
      ] as const),
      createdAt,
      updatedAt: createdAt,
    });
    const picked = new Set<number>();
    while (picked.size < Math.min(PROPORTIONS.entriesPerFamily, count)) {
      picked.add(bases.candidate + prng.int(1, count));
    }
    for (const candidateId of picked) {
      const entryId = bases.pipelineEntry + data.pipelineEntries.length + 1;
      const status = prng.weighted(PIPELINE);
      const shortlistedAt = new Date(BASE_DAY - prng.int(1, 365) * DAY_MS);
      const later = new Date(shortlistedAt.getTime() + prng.int(1, 20) * DAY_MS);
      data.pipelineEntries.push({
        id: entryId,
        familyId,
        candidateId,
        status,
        shortlistedAt,
        interviewAt: status === 'shortlisted' ? null : later,
        selectedAt: status === 'selected' || status === 'hired' ? later : null,
        hiredAt: status === 'hired' ? later : null,
        rejectedAt: status === 'rejected' ? later : null,
        updatedAt: later,
      });
      if (status === 'hired') {
        const stage: AgencyRecruitmentStage = prng.pick(AGENCY_RECRUITMENT_STAGES);
        data.recruitments.push({
          id: bases.recruitment + data.recruitments.length + 1,
          pipelineEntryId: entryId,
          familyId,
          candidateId,
          agencyStage: stage,
          startedOn: later.toISOString().slice(0, 10),
          startedAt: later,
          updatedAt: later,
        });
      }
    }
  }
  return data;
}
