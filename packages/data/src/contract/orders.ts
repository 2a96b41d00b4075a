import { z } from 'zod';
import { amountAedSchema, idSchema, isoDateSchema } from './common';
import { nationalitySchema } from './options';
import {
  adminPaymentStatusSchema,
  adminRecruitmentStatusSchema,
  employerOrderStatusSchema,
} from './statuses';

/** An order in the employer dashboard. */
export const employerOrderSchema = z.object({
  id: idSchema,
  orderNo: z.string().min(1),
  orderDate: isoDateSchema,
  nationality: nationalitySchema,
  amount: amountAedSchema,
  /** File name of the proforma invoice. */
  proformaInvoice: z.string(),
  status: employerOrderStatusSchema,
});
export type EmployerOrder = z.infer<typeof employerOrderSchema>;

/** An order in the admin Accounts > Orders table. */
export const adminOrderSchema = z.object({
  id: idSchema,
  orderNo: z.string().min(1),
  orderDate: isoDateSchema,
  client: z.string(),
  amount: amountAedSchema,
  workerNationality: nationalitySchema,
  paymentStatus: adminPaymentStatusSchema,
  recruitmentStatus: adminRecruitmentStatusSchema,
  position: z.string(),
  deployingCountry: z.string(),
  lastUpdatedOn: isoDateSchema,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
