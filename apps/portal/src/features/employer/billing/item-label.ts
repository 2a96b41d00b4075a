import type { FamilyInvoice, FamilyOrder } from '@bayti/data/contract';
import type { EmployerText } from '../use-employer-text';

/** What an order or invoice is for: a plan in the reader's language, else the server's words. */
export const itemLabel = (
  { t }: EmployerText,
  { planId, description }: Pick<FamilyOrder | FamilyInvoice, 'planId' | 'description'>,
) => (planId ? t.planItem(t.plans[planId].name, t.plans[planId].period) : description);
