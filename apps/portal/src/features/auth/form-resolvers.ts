import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerFormSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  updateMeBodySchema,
} from '@bayti/data/contract';
import { z } from 'zod';

/**
 * The auth forms' contract schemas as resolvers, loaded with a form's first submit, never with
 * the sign-in dialog or a page (docs/decisions/0011, 0016).
 */
export const signInResolver = zodResolver(loginBodySchema);
export const signUpResolver = zodResolver(registerFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordBodySchema);
export const resendVerificationResolver = zodResolver(resendVerificationBodySchema);
export const nameResolver = zodResolver(updateMeBodySchema);

/** A new password typed twice: the confirmation never leaves the browser. */
const confirmed = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, password: string) =>
  schema
    .extend({ confirmPassword: z.string() })
    .refine((form: Record<string, unknown>) => form[password] === form.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });

export const resetPasswordResolver = zodResolver(
  confirmed(resetPasswordBodySchema.pick({ password: true }), 'password'),
);
export const changePasswordResolver = zodResolver(
  confirmed(changePasswordBodySchema, 'newPassword'),
);
