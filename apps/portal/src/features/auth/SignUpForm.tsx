import { authRoutes } from '@bayti/data/contract/routes/auth';
import type { RegisterForm, SignUpRole } from '@bayti/data/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { FormPasswordField, FormTextField } from '../shared/forms/FormFields';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import { setServerErrors } from '../shared/forms/server-errors';
import styles from './AuthForm.module.css';
import { EmailField, FormEnd } from './FormParts';

export interface SignUpFormProps {
  role: SignUpRole;
  /**
   * Called once the server took the sign-up, with the address the verification link went to. No
   * session starts: the link signs her in.
   */
  onSent: (email: string) => void;
}

const empty = { name: '', email: '', password: '', confirmPassword: '' };
const resolver = lazyResolver(() => import('./form-resolvers').then((m) => m.signUpResolver));

/** Step 2 of sign-up: name, email, password and its confirmation, which never leaves the browser. */
export function SignUpForm({ role, onSent }: SignUpFormProps) {
  const t = useMessages().auth;
  useEffect(() => resolver.preload(), []);
  const { control, handleSubmit, setError, clearErrors } = useForm({
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
    onSuccess: (_answer, { email }) => onSent(email),
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
        error={mutation.error}
        fallback={['Registration failed', t.signUp.failed]}
        fullWidth
        isPending={mutation.isPending}
        pendingLabel={t.signUp.pending}
      >
        {t.signUp.submit}
      </FormEnd>
    </form>
  );
}
