import type { SignUpRole } from '@bayti/data/contract';
import { Button, Dialog, Link, Modal } from '@bayti/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { authDialogAtom } from '../../state/auth-dialog';
import styles from './AuthForm.module.css';
import { CheckEmail } from './CheckEmail';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { FormSwitch, SignUpInstead } from './FormParts';
import { homeOf } from './redirects';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * The sign-in and sign-up dialogs, rendered once at the root and opened through authDialogAtom by
 * any feature. A dialog's content mounts when it opens, so closing it resets it.
 */
export function AuthDialogs() {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  return (
    <>
      <Modal isOpen={dialog === 'sign-in'} onOpenChange={close} isDismissable size="sm">
        <SignInDialogContent />
      </Modal>
      <Modal isOpen={dialog === 'sign-up'} onOpenChange={close} isDismissable size="sm">
        <SignUpDialogContent />
      </Modal>
    </>
  );
}

function SignInDialogContent() {
  const t = useMessages().auth;
  const setDialog = useSetAtom(authDialogAtom);
  const navigate = useNavigate();
  const [view, setView] = useState<'sign-in' | 'forgot'>('sign-in');

  if (view === 'forgot') {
    return (
      <Dialog title={t.forgot.title} description={t.forgot.subtitle} closeLabel={t.close}>
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      </Dialog>
    );
  }
  return (
    <Dialog title={t.signIn.title} description={t.signIn.subtitle} closeLabel={t.close}>
      <div className={styles.form}>
        <SignInForm
          onForgotPassword={() => setView('forgot')}
          onSignedIn={(user) => {
            setDialog(null);
            void navigate({ to: homeOf(user.role) });
          }}
        />
        <SignUpInstead onSignUp={() => setDialog('sign-up')} />
      </div>
    </Dialog>
  );
}

function SignUpDialogContent() {
  const t = useMessages().auth;
  const setDialog = useSetAtom(authDialogAtom);
  const [role, setRole] = useState<SignUpRole | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <Dialog title={t.verify.checkTitle} closeLabel={t.close}>
        <CheckEmail email={sentTo} />
      </Dialog>
    );
  }

  if (role === null) {
    return (
      <Dialog title={t.signUp.title} description={t.signUp.subtitle} closeLabel={t.close}>
        <div className={styles.form}>
          <div className={styles.choices}>
            <Button size="lg" fullWidth onPress={() => setRole('client')}>
              {t.signUp.asFamily}
            </Button>
            <Button size="lg" variant="secondary" fullWidth onPress={() => setRole('candidate')}>
              {t.signUp.asWorker}
            </Button>
          </div>
          <FormSwitch>
            {t.signUp.haveAccount}{' '}
            <Link onPress={() => setDialog('sign-in')}>{t.signUp.signIn}</Link>
          </FormSwitch>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={role === 'client' ? t.signUp.familyTitle : t.signUp.workerTitle}
      description={t.signUp.formSubtitle}
      closeLabel={t.close}
    >
      <div className={styles.form}>
        <SignUpForm role={role} onSent={setSentTo} />
        <FormSwitch>
          <Link onPress={() => setRole(null)}>{t.signUp.back}</Link>
        </FormSwitch>
      </div>
    </Dialog>
  );
}
