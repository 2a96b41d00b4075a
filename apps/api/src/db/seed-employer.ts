import {
  agencyStageForEmployerStage,
  type EmployerDocumentStage,
  type PlanId,
  type SelectionType,
} from '@bayti/data/contract';
import { employerProfileSample } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import {
  documentNumber,
  nextInvoiceNumber,
  planById,
  planDescription,
} from '../modules/billing/numbering';
import { addDays, uaeDay } from '../uae-calendar';
import {
  candidateViews,
  employerProfiles,
  invoices,
  orders,
  pipelineEntries,
  recruitments,
  users,
} from './schema';
import { nextId, type Transaction } from './transaction';

/** The demo family whose dashboard the seed fills (demo-accounts.ts). */
export const DEMO_FAMILY_EMAIL = 'family@demo.bayti.ae';

interface DemoEntry {
  candidateId: number;
  /** Days before the seed when each step happened; absent: never. */
  shortlisted: number;
  interview?: { daysAgo: number; onDay: number; time: string };
  selected?: { daysAgo: number; type: SelectionType };
  hired?: { daysAgo: number; stage: EmployerDocumentStage };
  rejected?: number;
}

/**
 * Layla's pipeline: two interviews coming up, an offer, a hire in recruitment, and rejections
 * spread over the periods (1M, 6M, 1Y, ALL) so each period shows different figures.
 */
const DEMO_PIPELINE: DemoEntry[] = [
  {
    candidateId: 1,
    shortlisted: 45,
    interview: { daysAgo: 40, onDay: -38, time: '10:30' },
    selected: { daysAgo: 35, type: 'Direct' },
    hired: { daysAgo: 30, stage: 'medical' },
  },
  {
    candidateId: 2,
    shortlisted: 20,
    interview: { daysAgo: 15, onDay: -12, time: '11:00' },
    selected: { daysAgo: 3, type: 'Agency' },
  },
  { candidateId: 3, shortlisted: 8, interview: { daysAgo: 2, onDay: 3, time: '10:30' } },
  { candidateId: 8, shortlisted: 5, interview: { daysAgo: 1, onDay: 6, time: '16:00' } },
  { candidateId: 5, shortlisted: 4 },
  { candidateId: 13, shortlisted: 1 },
  {
    candidateId: 7,
    shortlisted: 70,
    interview: { daysAgo: 65, onDay: -60, time: '14:00' },
    rejected: 58,
  },
  { candidateId: 11, shortlisted: 200, rejected: 190 },
  { candidateId: 4, shortlisted: 400, rejected: 380 },
];

/** Profiles opened without shortlisting: [candidate id, days ago]. */
const DEMO_OTHER_VIEWS: [number, number][] = [
  [6, 2],
  [9, 10],
  [10, 25],
  [12, 90],
  [14, 150],
  [15, 300],
  [3, 7],
  [3, 3],
];

/** A Basic plan long over, the Premium plan running now, and a Standard one awaiting payment. */
const DEMO_ORDERS: { planId: PlanId; orderedDaysAgo: number; paidDaysAgo: number | null }[] = [
  { planId: 'basic', orderedDaysAgo: 120, paidDaysAgo: 119 },
  { planId: 'premium', orderedDaysAgo: 12, paidDaysAgo: 11 },
  { planId: 'standard', orderedDaysAgo: 1, paidDaysAgo: null },
];

/**
 * Seeds the demo family's dashboard relative to `now` (the same data for the same moment), so a
 * fresh `npm start` shows upcoming interviews and a running plan whatever the date.
 */
export async function seedEmployerDemo(
  tx: Transaction,
  now: Date,
  email = DEMO_FAMILY_EMAIL,
): Promise<void> {
  const [family] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!family) return;
  const familyId = family.id;
  const ago = (days: number) => addDays(now, -days);

  for (const entry of DEMO_PIPELINE) {
    const lastStep = Math.min(
      ...[
        entry.shortlisted,
        entry.interview?.daysAgo,
        entry.selected?.daysAgo,
        entry.hired?.daysAgo,
        entry.rejected,
      ].filter((days): days is number => days !== undefined),
    );
    const [row] = await tx
      .insert(pipelineEntries)
      .values({
        familyId,
        candidateId: entry.candidateId,
        status: entry.rejected
          ? 'rejected'
          : entry.hired
            ? 'hired'
            : entry.selected
              ? 'selected'
              : entry.interview
                ? 'interview'
                : 'shortlisted',
        interviewDate: entry.interview ? uaeDay(addDays(now, entry.interview.onDay)) : null,
        interviewTime: entry.interview?.time ?? null,
        selectionType: entry.selected?.type ?? null,
        selectionDate: entry.selected ? uaeDay(ago(entry.selected.daysAgo)) : null,
        shortlistedAt: ago(entry.shortlisted),
        interviewAt: entry.interview ? ago(entry.interview.daysAgo) : null,
        selectedAt: entry.selected ? ago(entry.selected.daysAgo) : null,
        hiredAt: entry.hired ? ago(entry.hired.daysAgo) : null,
        rejectedAt: entry.rejected ? ago(entry.rejected) : null,
        updatedAt: ago(lastStep),
      })
      .returning({ id: pipelineEntries.id });
    if (row && entry.hired) {
      await tx.insert(recruitments).values({
        pipelineEntryId: row.id,
        familyId,
        candidateId: entry.candidateId,
        agencyStage: agencyStageForEmployerStage(entry.hired.stage),
        startedOn: uaeDay(ago(entry.hired.daysAgo)),
        startedAt: ago(entry.hired.daysAgo),
        updatedAt: ago(entry.hired.daysAgo - 5),
      });
    }
  }

  const views: [number, number][] = [
    ...DEMO_PIPELINE.map((entry): [number, number] => [entry.candidateId, entry.shortlisted]),
    ...DEMO_OTHER_VIEWS,
  ];
  await tx
    .insert(candidateViews)
    .values(
      views.map(([candidateId, days]) => ({ familyId, candidateId, viewedOn: uaeDay(ago(days)) })),
    );

  let accessEnd = null as Date | null;
  for (const order of DEMO_ORDERS) {
    const plan = planById(order.planId);
    const orderedAt = ago(order.orderedDaysAgo);
    const paidAt = order.paidDaysAgo === null ? null : ago(order.paidDaysAgo);
    const startsAt: Date | null = paidAt && accessEnd && accessEnd > paidAt ? accessEnd : paidAt;
    const endsAt: Date | null = startsAt ? addDays(startsAt, plan.durationDays) : null;
    if (endsAt) accessEnd = endsAt;
    const orderId = await nextId(tx, 'orders');
    const invoiceId = await nextId(tx, 'invoices');
    await tx.insert(orders).values({
      id: orderId,
      orderNo: documentNumber('ORD', uaeDay(orderedAt), orderId),
      familyId,
      kind: 'access_plan',
      planId: plan.id,
      description: planDescription(plan.id),
      amount: plan.priceAed,
      status: paidAt ? 'Completed' : 'Pending',
      orderedOn: uaeDay(orderedAt),
      orderedAt,
      accessDays: plan.durationDays,
      accessStartsAt: startsAt,
      accessEndsAt: endsAt,
      updatedAt: paidAt ?? orderedAt,
    });
    await tx.insert(invoices).values({
      id: invoiceId,
      invoiceNo: await nextInvoiceNumber(tx, uaeDay(orderedAt)),
      orderId,
      familyId,
      amount: plan.priceAed,
      paymentStatus: paidAt ? 'Paid' : 'Pending',
      issuedOn: uaeDay(orderedAt),
      issuedAt: orderedAt,
      paidAt,
      updatedAt: paidAt ?? orderedAt,
    });
  }

  const { name: _name, ...profile } = employerProfileSample;
  await tx.insert(employerProfiles).values({ userId: familyId, ...profile, updatedAt: ago(30) });
}
