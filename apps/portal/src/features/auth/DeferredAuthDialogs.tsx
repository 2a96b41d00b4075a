import { getDefaultStore, useAtomValue } from 'jotai';
import { loadMessageParts } from '../../i18n/use-messages';
import { authDialogAtom } from '../../state/auth-dialog';
import { localeAtom } from '../../state/locale';
import { DeferredOverlay, lazyOverlay } from '../shared/DeferredOverlay';

/**
 * The sign-in and sign-up dialogs (forms, fields, the modal) and their strings are fetched the
 * first time one opens, not with every public page.
 */
const AuthDialogs = lazyOverlay(() =>
  Promise.all([
    import('./AuthDialogs'),
    loadMessageParts(getDefaultStore().get(localeAtom), ['auth']),
  ]).then(([module]) => module.AuthDialogs),
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
