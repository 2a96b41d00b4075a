import { routeKey } from '@bayti/data/client/route-call';
import { authRoutes } from '@bayti/data/contract/routes/auth';
import {
  REDIRECT_DELAY_MS,
  type RegisterForm,
  type SignUpRole,
  type User,
} from '@bayti/data/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { startSessionAtom } from '../../state/session';
import { FormPasswordField, FormTextField } from '../shared/forms/FormFields';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import { setServerErrors } from '../shared/forms/server-errors';
import styles from './AuthForm.module.css';
import { EmailField, FormEnd } from './FormParts';

export interface SignUpFormProps {
  role: SignUpRole;
  /** Called 800 ms after the account is created, once the session is stored. */
  onSignedUp: (user: User) => void;
}

const empty = { name: '', email: '', password: '', confirmPassword: '' };
const resolver = lazyResolver(() => import('./form-resolvers').then((m) => m.signUpResolver));

/** Step 2 of sign-up: name, email, password and its confirmation, which never leaves the browser. */
export function SignUpForm({ role, onSignedUp }: SignUpFormProps) {
  const t = useMessages().auth;
  const startSession = useSetAtom(startSessionAtom);
  const queryClient = useQueryClient();
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => resolver.preload(), []);
  const { control, handleSubmit, setError, clearErrors, reset } = useForm({
    resolver,
    context: { confirmPassword: t.signUp.mismatch },
    defaultValues: empty,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const mutation = useMutation({
    mutationFn: ({ name, email, password }: RegisterForm) =>
      apiCall(
        authRoutes.register,
        { body: { name, email, password, role } },
        { fallbackMessage: 'Registration failed', expireSessionOn401: false },
      ),
    onSuccess: (result) => {
      startSession(result);
      queryClient.setQueryData(routeKey(authRoutes.me), { user: result.user });
      setSucceeded(true);
      setTimeout(() => {
        reset();
        onSignedUp(result.user);
      }, REDIRECT_DELAY_MS);
    },
    onError: (error) => setServerErrors(setError, error),
  });

  /** Typing either password again clears 'Passwords do not match'. */
  const clearMismatch = () => clearErrors('confirmPassword');

  return (
    <form className={styles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
      <FormTextField
        control={control}
        name="name"
        label={t.signUp.name}
        placeholder={t.signUp.namePlaceholder}
        autoComplete="name"
        isRequired
      />
      <EmailField control={control} />
      <FormPasswordField
        control={control}
        name="password"
        onChange={clearMismatch}
        label={t.password}
        placeholder={t.signUp.passwordPlaceholder}
        autoComplete="new-password"
        isRequired
      />
      <FormPasswordField
        control={control}
        name="confirmPassword"
        onChange={clearMismatch}
        label={t.signUp.confirm}
        placeholder={t.signUp.confirmPlaceholder}
        autoComplete="new-password"
        isRequired
      />
      <FormEnd
        success={succeeded ? t.signUp.success : undefined}
        error={mutation.error}
        fallback={['Registration failed', t.signUp.failed]}
        fullWidth
        isPending={mutation.isPending}
        isDisabled={succeeded}
        pendingLabel={t.signUp.pending}
      >
        {t.signUp.submit}
      </FormEnd>
    </form>
  );
}
