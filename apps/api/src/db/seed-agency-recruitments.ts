import { randomUUID } from 'node:crypto';
import { AGENCY_RECRUITMENT_STAGES, type AgencyRecruitmentStage } from '@bayti/data/contract';
import { demoAccounts, publicCandidates } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { addDays, uaeDay } from '../uae-calendar';
import {
  candidates,
  pipelineEntries,
  recruitmentPayments,
  recruitments,
  servicesSearchText,
  users,
} from './schema';
import type { Transaction } from './transaction';

/**
 * Families who hired the agencies' workers, so the agency Recruitments, Accounts, Analytics and
 * Reports have real rows. They cannot sign in (a random password nobody knows).
 */
export const SEED_RECRUITING_FAMILIES = [
  { name: 'Fatima Al Mansoori', email: 'mansoori.family@seed.bayti.ae' },
  { name: 'Omar Haddad', email: 'haddad.family@seed.bayti.ae' },
  { name: 'Sara Williams', email: 'williams.family@seed.bayti.ae' },
] as const;

export interface SeedRecruitment {
  /** The worker the family hired: a candidate the seed adds to the agency. */
  worker: { name: string; like: number };
  stage: AgencyRecruitmentStage;
  /** Days before today the family hired (the offer letter). */
  hiredDaysAgo: number;
  /** The agency's fee, AED. */
  fee: string;
  /** Payments received: amount and days ago. */
  payments: [string, number][];
}

const w = (name: string, like: number) => ({ name, like });

/**
 * The demo agency: one recruitment in every stage, over several months, partly paid. Each worker
 * copies a public candidate's profile (like: its id) under her own name, unpublished.
 */
const DEMO_AGENCY_PLAN: SeedRecruitment[] = [
  {
    worker: w('Faith Achieng', 3),
    stage: 'offerLetter',
    hiredDaysAgo: 2,
    fee: '5000.00',
    payments: [],
  },
  {
    worker: w('Precious Namutebi', 4),
    stage: 'preMedical',
    hiredDaysAgo: 9,
    fee: '5000.00',
    payments: [['1500.00', 8]],
  },
  {
    worker: w('Lorna Mae Reyes', 1),
    stage: 'qvc',
    hiredDaysAgo: 21,
    fee: '5500.00',
    payments: [['2000.00', 20]],
  },
  {
    worker: w('Chamari Silva', 5),
    stage: 'pcc',
    hiredDaysAgo: 38,
    fee: '5250.50',
    payments: [['2500.00', 36]],
  },
  {
    worker: w('Aisha Nantongo', 12),
    stage: 'visa',
    hiredDaysAgo: 55,
    fee: '6000.00',
    payments: [
      ['3000.00', 54],
      ['1000.00', 30],
    ],
  },
  {
    worker: w('Dewi Lestari', 6),
    stage: 'ticket',
    hiredDaysAgo: 80,
    fee: '5000.00',
    payments: [
      ['2500.00', 78],
      ['1500.00', 40],
    ],
  },
  {
    worker: w('Josephine Auma', 10),
    stage: 'pregnancyTest',
    hiredDaysAgo: 120,
    fee: '4750.00',
    payments: [['4750.00', 110]],
  },
  {
    worker: w('Marites Cruz', 8),
    stage: 'deployed',
    hiredDaysAgo: 160,
    fee: '5000.00',
    payments: [
      ['2500.00', 158],
      ['2500.00', 120],
    ],
  },
];

/** The second demo agency: a few, so the wall between agencies shows different figures. */
const SECOND_AGENCY_PLAN: SeedRecruitment[] = [
  {
    worker: w('Rehana Begum', 9),
    stage: 'visa',
    hiredDaysAgo: 30,
    fee: '4500.00',
    payments: [['1000.00', 28]],
  },
  {
    worker: w('Kavitha Nair', 2),
    stage: 'ticket',
    hiredDaysAgo: 65,
    fee: '4500.00',
    payments: [['4500.00', 60]],
  },
  {
    worker: w('Almaz Tesfaye', 7),
    stage: 'deployed',
    hiredDaysAgo: 140,
    fee: '4800.00',
    payments: [['4800.00', 130]],
  },
];

const FLIGHTS = [
  { airline: 'Emirates', flightNo: 'EK 333', time: '21:45' },
  { airline: 'flydubai', flightNo: 'FZ 571', time: '07:10' },
  { airline: 'Etihad Airways', flightNo: 'EY 263', time: '14:30' },
];
const LOCATIONS = ['Dubai Marina, Dubai', 'Khalifa City, Abu Dhabi', 'Al Majaz, Sharjah'];

/** Adds the recruited worker to the agency: a copy of a public profile under her name. */
async function addWorker(
  tx: Transaction,
  agencyId: number,
  seed: SeedRecruitment,
  addedAt: Date,
): Promise<{ id: number }> {
  const like = publicCandidates.find((c) => c.id === seed.worker.like) ?? publicCandidates[0]!;
  const { id: _id, status, services, activeAt: _active, listedBy: _by, ...profile } = like;
  const [row] = await tx
    .insert(candidates)
    .values({
      ...profile,
      name: seed.worker.name,
      workType: status,
      services,
      servicesText: servicesSearchText(services),
      isPublished: false,
      agencyId,
      managedStatus: seed.stage === 'deployed' ? 'deployed' : 'hired',
      gender: 'Female',
      createdAt: addedAt,
      updatedAt: addedAt,
    })
    .returning({ id: candidates.id });
  return row!;
}

/**
 * Recruitments for the demo agencies: each plan's worker is added to the agency (so its other
 * candidates keep their statuses) and hired by a seed family, with the stages' days, flights,
 * deployments, fees and payments. Runs after the identity sequences continue past the fixtures.
 */
export async function seedAgencyRecruitments(
  tx: Transaction,
  now: Date,
  plans = demoRecruitmentPlans(),
): Promise<void> {
  const passwordHash = await hashPassword(randomUUID());
  const families = await tx
    .insert(users)
    .values(
      SEED_RECRUITING_FAMILIES.map((f) => ({
        ...f,
        passwordHash,
        role: 'client' as const,
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id });
  const ago = (days: number) => addDays(now, -days);

  let n = 0;
  for (const { agencyId, plan } of plans) {
    for (const seed of plan) {
      const candidate = await addWorker(tx, agencyId, seed, ago(seed.hiredDaysAgo + 20));
      const familyId = families[n % families.length]!.id;
      const flight = FLIGHTS[n % FLIGHTS.length]!;
      n += 1;
      const hired = ago(seed.hiredDaysAgo);
      const [entry] = await tx
        .insert(pipelineEntries)
        .values({
          familyId,
          candidateId: candidate.id,
          status: 'hired',
          selectionType: 'Agency',
          selectionDate: uaeDay(ago(seed.hiredDaysAgo + 3)),
          shortlistedAt: ago(seed.hiredDaysAgo + 12),
          interviewAt: ago(seed.hiredDaysAgo + 7),
          selectedAt: ago(seed.hiredDaysAgo + 3),
          hiredAt: hired,
          updatedAt: hired,
        })
        .returning({ id: pipelineEntries.id });
      // Each later stage reached a share of the way from the hire to yesterday.
      const reached = AGENCY_RECRUITMENT_STAGES.indexOf(seed.stage);
      const dayOf = (stage: AgencyRecruitmentStage): string | null => {
        const at = AGENCY_RECRUITMENT_STAGES.indexOf(stage);
        if (at > reached) return null;
        const span = Math.max(seed.hiredDaysAgo - 1, 0);
        return uaeDay(ago(seed.hiredDaysAgo - Math.round((span * at) / Math.max(reached, 1))));
      };
      const ticketed = reached >= AGENCY_RECRUITMENT_STAGES.indexOf('ticket');
      const ticketDay = dayOf('ticket');
      const [row] = await tx
        .insert(recruitments)
        .values({
          pipelineEntryId: entry!.id,
          familyId,
          candidateId: candidate.id,
          agencyStage: seed.stage,
          startedOn: uaeDay(hired),
          startedAt: hired,
          preMedicalOn: dayOf('preMedical'),
          qvcOn: dayOf('qvc'),
          pccOn: dayOf('pcc'),
          visaOn: dayOf('visa'),
          ticketOn: ticketDay,
          pregnancyTestOn: dayOf('pregnancyTest'),
          deployedOn: dayOf('deployed'),
          ...(ticketed && ticketDay
            ? {
                ticketAirline: flight.airline,
                ticketFlightNo: flight.flightNo,
                ticketArrivalDate: uaeDay(addDays(new Date(`${ticketDay}T00:00:00Z`), 7)),
                ticketArrivalTime: flight.time,
                ticketNumber: `PNR${String(candidate.id).padStart(4, '0')}`,
              }
            : {}),
          deployedLocation: seed.stage === 'deployed' ? LOCATIONS[n % LOCATIONS.length]! : null,
          amountPayable: seed.fee,
          updatedAt: ago(Math.min(...seed.payments.map(([, days]) => days), seed.hiredDaysAgo)),
        })
        .returning({ id: recruitments.id });
      if (seed.payments.length > 0) {
        await tx.insert(recruitmentPayments).values(
          seed.payments.map(([amount, days], i) => ({
            recruitmentId: row!.id,
            amount,
            receivedOn: uaeDay(ago(days)),
            reference: `TT-${row!.id}-${i + 1}`,
            createdAt: ago(days),
          })),
        );
      }
      await tx
        .update(candidates)
        .set({
          managedStatus: seed.stage === 'deployed' ? 'deployed' : 'hired',
          selectionDate: uaeDay(ago(seed.hiredDaysAgo + 3)),
        })
        .where(eq(candidates.id, candidate.id));
    }
  }
}

/** The agencies of agency@ and agency2@demo.bayti.ae (the second is agency 3). */
const demoAgencyIds = () => {
  const ids = demoAccounts
    .filter((account) => account.role === 'agency' && account.agencyId !== null)
    .map((account) => account.agencyId!);
  return { first: ids[0] ?? 1, second: ids[1] ?? 3 };
};

/** The plans of the two demo agencies. */
export function demoRecruitmentPlans(): { agencyId: number; plan: SeedRecruitment[] }[] {
  const { first, second } = demoAgencyIds();
  return [
    { agencyId: first, plan: DEMO_AGENCY_PLAN },
    { agencyId: second, plan: SECOND_AGENCY_PLAN },
  ];
}

/** How many workers the seed adds to the agencies (one per planned recruitment). */
export const SEED_RECRUITED_WORKERS = DEMO_AGENCY_PLAN.length + SECOND_AGENCY_PLAN.length;
