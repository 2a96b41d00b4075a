import { authRoutes } from '@bayti/data/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../api';

export const RESEND_FAILED = 'Failed to send a new link';

/**
 * POST /auth/verify-email/resend: a new verification link. The server answers the same for any
 * address (and mails only an account waiting for verification); its answer is the message shown.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiCall(
        authRoutes.resendVerification,
        { body: { email } },
        { fallbackMessage: RESEND_FAILED, expireSessionOn401: false },
      ).then((answer) => answer.message),
  });
}
