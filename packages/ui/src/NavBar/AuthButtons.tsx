import { Button } from '../Button';
import type { NavBarAuthActions } from './types';

interface AuthButtonsProps extends NavBarAuthActions {
  fullWidth: boolean;
  /** Called before the action, e.g. to close the drawer. */
  onDone?: () => void;
}

/** SignUp and SignIn, in the bar and in the drawer; a button without a label is left out. */
export function AuthButtons({
  signUpLabel,
  signInLabel,
  onSignUp,
  onSignIn,
  fullWidth,
  onDone,
}: AuthButtonsProps) {
  const actions = [
    { label: signUpLabel, variant: 'secondary', onPress: onSignUp },
    { label: signInLabel, variant: 'primary', onPress: onSignIn },
  ] as const;
  return actions.map(
    ({ label, variant, onPress }) =>
      label && (
        <Button
          key={variant}
          variant={variant}
          fullWidth={fullWidth}
          onPress={() => {
            onDone?.();
            onPress?.();
          }}
        >
          {label}
        </Button>
      ),
  );
}
