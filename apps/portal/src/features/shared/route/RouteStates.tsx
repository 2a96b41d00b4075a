import { Spinner } from '@bayti/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import type { Messages } from '../../../i18n/messages/en';
import { QueryError } from '../QueryError';
import styles from './RouteStates.module.css';

/*
 * What a route shows while its loader awaits its data and when that load fails, in place of a
 * loading and an error widget in every screen: the screen below reads its data with
 * useSuspenseQuery and only ever renders loaded data.
 */

/** While a route loads: a busy region with a spinner, so the shell around it stays. */
export function RoutePending() {
  const t = useMessages();
  return (
    <div className={styles.pending} aria-busy="true">
      <Spinner size="lg" label={t.route.loading} />
    </div>
  );
}

type ErrorText = (t: Messages) => { loadFailed: string; retry: string };

/**
 * A route's error component: the server's message (or the screen's own fallback sentence) and
 * Try again, which clears the failed queries and runs the route's loader again.
 */
export function routeError(text: ErrorText = (t) => t.route) {
  return function RouteError({ error }: ErrorComponentProps) {
    const t = useMessages();
    const router = useRouter();
    const queryErrors = useQueryErrorResetBoundary();
    // A failed query stays failed for its boundary until it is reset.
    useEffect(() => queryErrors.reset(), [queryErrors]);
    return <QueryError error={error} text={text(t)} onRetry={() => void router.invalidate()} />;
  };
}

/** The pending and error components every route uses unless it names its own. */
export const routeStates = {
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: routeError(),
} as const;
