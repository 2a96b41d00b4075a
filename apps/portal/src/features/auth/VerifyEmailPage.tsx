import { routeKey } from '@bayti/data/client/route-call';
import { REDIRECT_DELAY_MS } from '@bayti/data/contract';
import { authRoutes } from '@bayti/data/contract/routes/auth';
import { FormMessage, Link } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { startSessionAtom } from '../../state/session';
import { failureMessage } from '../shared/error-message';
import { AuthCard } from './AuthCard';
import { FormSwitch } from './FormParts';
import { homeOf } from './redirects';
import { ResendLinkForm } from './ResendLinkForm';

const VERIFY_FAILED = 'This verification link did not work';

export interface VerifyEmailPageProps {
  /** The token of the emailed link. */
  token?: string | undefined;
}

/**
 * /verify-email?token=...: the emailed link's page. The link is spent once opened: the address is
 * verified and she is signed in like at sign-in, then taken to her dashboard. A bad, used or
 * expired link says so and offers a new one.
 */
export function VerifyEmailPage({ token }: VerifyEmailPageProps) {
  const t = useMessages().auth.verify;
  const startSession = useSetAtom(startSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (linkToken: string) =>
      apiCall(
        authRoutes.verifyEmail,
        { body: { token: linkToken } },
        { fallbackMessage: VERIFY_FAILED, expireSessionOn401: false },
      ),
    onSuccess: (result) => {
      startSession(result);
      queryClient.setQueryData(routeKey(authRoutes.me), { user: result.user });
      setTimeout(() => void navigate({ to: homeOf(result.user.role) }), REDIRECT_DELAY_MS);
    },
  });
  // The link works once: it is sent once per page, even when React runs effects twice.
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token || mutation.isError) {
    return (
      <AuthCard title={t.title} subtitle={t.askAgain}>
        <FormMessage size="sm" tone="error">
          {mutation.isError
            ? failureMessage(mutation.error, VERIFY_FAILED, t.failed)
            : t.invalidLink}
        </FormMessage>
        <ResendLinkForm />
        <FormSwitch>
          <Link href="/login">{t.signIn}</Link>
        </FormSwitch>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title}>
      <FormMessage size="sm" tone="success">
        {mutation.isSuccess ? t.verified : t.verifying}
      </FormMessage>
    </AuthCard>
  );
}
