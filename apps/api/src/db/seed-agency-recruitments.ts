import { randomUUID } from 'node:crypto';
import { AGENCY_RECRUITMENT_STAGES, type AgencyRecruitmentStage } from '@bayti/data/contract';
import { demoAccounts } from '@bayti/data/fixtures';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { addDays, uaeDay } from '../uae-calendar';
import { candidates, pipelineEntries, recruitmentPayments, recruitments, users } from './schema';
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
  stage: AgencyRecruitmentStage;
  /** Days before today the family hired (the offer letter). */
  hiredDaysAgo: number;
  /** The agency's fee, AED. */
  fee: string;
  /** Payments received: amount and days ago. */
  payments: [string, number][];
}

/** The demo agency: one recruitment in every stage, over several months, partly paid. */
const DEMO_AGENCY_PLAN: SeedRecruitment[] = [
  { stage: 'offerLetter', hiredDaysAgo: 2, fee: '5000.00', payments: [] },
  { stage: 'preMedical', hiredDaysAgo: 9, fee: '5000.00', payments: [['1500.00', 8]] },
  { stage: 'qvc', hiredDaysAgo: 21, fee: '5500.00', payments: [['2000.00', 20]] },
  { stage: 'pcc', hiredDaysAgo: 38, fee: '5250.50', payments: [['2500.00', 36]] },
  {
    stage: 'visa',
    hiredDaysAgo: 55,
    fee: '6000.00',
    payments: [
      ['3000.00', 54],
      ['1000.00', 30],
    ],
  },
  {
    stage: 'ticket',
    hiredDaysAgo: 80,
    fee: '5000.00',
    payments: [
      ['2500.00', 78],
      ['1500.00', 40],
    ],
  },
  { stage: 'pregnancyTest', hiredDaysAgo: 120, fee: '4750.00', payments: [['4750.00', 110]] },
  {
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
  { stage: 'visa', hiredDaysAgo: 30, fee: '4500.00', payments: [['1000.00', 28]] },
  { stage: 'ticket', hiredDaysAgo: 65, fee: '4500.00', payments: [['4500.00', 60]] },
  { stage: 'deployed', hiredDaysAgo: 140, fee: '4800.00', payments: [['4800.00', 130]] },
];

const FLIGHTS = [
  { airline: 'Emirates', flightNo: 'EK 333', time: '21:45' },
  { airline: 'flydubai', flightNo: 'FZ 571', time: '07:10' },
  { airline: 'Etihad Airways', flightNo: 'EY 263', time: '14:30' },
];
const LOCATIONS = ['Dubai Marina, Dubai', 'Khalifa City, Abu Dhabi', 'Al Majaz, Sharjah'];

/**
 * Recruitments of the agencies' own candidates (those not yet in a recruitment, in id order),
 * hired by the seed families, with the stages' days, flights, deployments, fees and payments.
 * Runs after the managed candidates are seeded: it marks the recruited workers hired or deployed.
 */
export async function seedAgencyRecruitments(
  tx: Transaction,
  now: Date,
  plans = demoRecruitmentPlans(),
): Promise<void> {
  const passwordHash = await hashPassword(randomUUID());
  const families = await tx
    .insert(users)
    .values(SEED_RECRUITING_FAMILIES.map((f) => ({ ...f, passwordHash, role: 'client' as const })))
    .returning({ id: users.id });
  const recruited = tx.select({ id: recruitments.candidateId }).from(recruitments);
  const ago = (days: number) => addDays(now, -days);

  let n = 0;
  for (const { agencyId, plan } of plans) {
    const own = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.agencyId, agencyId),
          isNull(candidates.userId),
          notInArray(candidates.id, recruited),
        ),
      )
      .orderBy(asc(candidates.id))
      .limit(plan.length);
    for (const [index, candidate] of own.entries()) {
      const seed = plan[index]!;
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
