import { useAtomValue } from 'jotai';
import { authDialogAtom } from '../../state/auth-dialog';
import { DeferredOverlay, lazyOverlay } from '../shared/DeferredOverlay';

/**
 * The sign-in and sign-up dialogs (forms, fields, the modal) and their strings are fetched the
 * first time one opens, not with every public page.
 */
const AuthDialogs = lazyOverlay(
  () => import('./AuthDialogs').then((module) => module.AuthDialogs),
  ['auth'],
);

/** The auth dialogs, rendered once from the root and opened through authDialogAtom. */
export function DeferredAuthDialogs() {
  const dialog = useAtomValue(authDialogAtom);
  return (
    <DeferredOverlay isOpen={dialog !== null}>
      <AuthDialogs />
    </DeferredOverlay>
  );
}
