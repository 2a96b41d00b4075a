import { PLANS, type PlanId } from '@bayti/data/contract';

export const planById = (id: PlanId) => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
};

/** What an order is for, as orders and invoices print it. */
export const planDescription = (id: PlanId) => {
  const plan = planById(id);
  return `${plan.name} access plan (${plan.durationLabel})`;
};

/** ORD-2026-000042: the year of the UAE day and the row id, so numbers never collide. */
export const documentNumber = (prefix: 'ORD' | 'INV', day: string, id: number) =>
  `${prefix}-${day.slice(0, 4)}-${String(id).padStart(6, '0')}`;
