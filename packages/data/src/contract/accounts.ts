import { z } from 'zod';
import { amountAedSchema, idSchema, isoDateSchema } from './common';
import { accountRecruitmentStatusSchema } from './statuses';

/** A row of the agency Accounts table; amounts in AED. */
export const accountRowSchema = z.object({
  id: idSchema,
  candidate: z.string(),
  position: z.string(),
  deployedCountry: z.string(),
  amountPayable: amountAedSchema,
  paid: amountAedSchema,
  balance: z.number().multipleOf(0.01),
  /** Extra charge for services added on top of the placement. */
  candidateAddOn: amountAedSchema,
  lastUpdatedOn: isoDateSchema,
  selectionDate: isoDateSchema.nullable(),
  recruitmentStatus: accountRecruitmentStatusSchema,
});
export type AccountRow = z.infer<typeof accountRowSchema>;
