import { z } from 'zod';
import { pinSchema } from './agency-admin';
import { contractText } from './messages';

/*
 * The admin header's Change PIN: the signed-in admin's own 4-digit PIN. It is kept, hashed,
 * on the admin's entry in the back-office directory (the Users list, matched by email); the first
 * change creates that entry. Once a PIN is set, changing it needs the current one.
 */

export const CURRENT_PIN_WRONG_MESSAGE = contractText('pin.currentWrong');

/** PUT /admin/me/pin */
export const changeAdminPinBodySchema = z
  .strictObject({
    /** Needed once a PIN is set; ignored before. */
    currentPin: z.string().max(4).optional(),
    newPin: pinSchema,
    confirmPin: z.string(),
  })
  .refine((form) => form.newPin === form.confirmPin, {
    message: contractText('pin.mismatch'),
    path: ['confirmPin'],
  });
export type ChangeAdminPinBody = z.infer<typeof changeAdminPinBodySchema>;
export type ChangeAdminPinBodyInput = z.input<typeof changeAdminPinBodySchema>;
