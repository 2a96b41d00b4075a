import { routeKey } from '@bayti/data/client/route-call';
import { authRoutes } from '@bayti/data/contract/routes/auth';
import { REDIRECT_DELAY_MS, type LoginBody, type Role, type User } from '@bayti/data/contract';
import { FormMessage, Link } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall, endUnstoredSession } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { startSessionAtom } from '../../state/session';
import { failureMessage } from '../shared/error-message';
import { FormPasswordField } from '../shared/forms/FormFields';
import { focusFirstInvalid } from '../shared/forms/server-errors';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import styles from './AuthForm.module.css';
import { EmailField, FormEnd } from './FormParts';

export interface SignInFormProps {
  /** Called 800 ms after a successful sign-in, once the session is stored. */
  onSignedIn: (user: User) => void;
  onForgotPassword: () => void;
  /** Only these roles may sign in here; any other is refused and nothing is stored. */
  allowedRoles?: readonly Role[];
  /** Labels of the agency login, which differ from the main one. */
  variant?: 'main' | 'agency';
}

const resolver = lazyResolver(() => import('./form-resolvers').then((m) => m.signInResolver));

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Email and password, shared by the sign-in dialog, /login and /agency/login. */
export function SignInForm({
  onSignedIn,
  onForgotPassword,
  allowedRoles,
  variant = 'main',
}: SignInFormProps) {
  const t = useMessages().auth;
  const startSession = useSetAtom(startSessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => resolver.preload(), []);
  const { control, handleSubmit } = useForm({
    resolver,
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const isAgency = variant === 'agency';

  const mutation = useMutation({
    mutationFn: (body: LoginBody) =>
      apiCall(
        authRoutes.login,
        { body },
        { fallbackMessage: 'Login failed', expireSessionOn401: false },
      ),
    onSuccess: async (result) => {
      if (allowedRoles && !allowedRoles.includes(result.user.role)) {
        // The role is checked before anything is stored; the server session it opened is ended.
        await endUnstoredSession(result.token);
        setOutcome({ tone: 'error', message: t.agency.notAuthorized });
        return;
      }
      startSession(result);
      queryClient.setQueryData(routeKey(authRoutes.me), { user: result.user });
      setOutcome({ tone: 'success', message: t.signIn.success });
      setTimeout(() => onSignedIn(result.user), REDIRECT_DELAY_MS);
    },
    onError: (error) =>
      setOutcome({
        tone: 'error',
        message: failureMessage(error, 'Login failed', t.signIn.failed),
      }),
  });
  const succeeded = outcome?.tone === 'success';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    setOutcome(null);
    return handleSubmit(
      (body) => mutation.mutate(body),
      () => focusFirstInvalid(form),
    )(event);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <EmailField
        control={control}
        label={isAgency ? t.agency.email : t.email}
        placeholder={isAgency ? t.agency.emailPlaceholder : t.emailPlaceholder}
      />
      <FormPasswordField
        control={control}
        name="password"
        label={t.password}
        placeholder={t.passwordPlaceholder}
        autoComplete="current-password"
        isRequired
      />
      <div className={styles.row}>
        <Link onPress={onForgotPassword}>{t.signIn.forgot}</Link>
      </div>
      {outcome && (
        <FormMessage size="sm" tone={outcome.tone}>
          {outcome.message}
        </FormMessage>
      )}
      <FormEnd
        fullWidth
        isPending={mutation.isPending}
        isDisabled={succeeded}
        pendingLabel={isAgency ? t.agency.pending : t.signIn.pending}
      >
        {isAgency ? t.agency.submit : t.signIn.submit}
      </FormEnd>
    </form>
  );
}
