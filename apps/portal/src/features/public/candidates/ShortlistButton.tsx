import type { PublicCandidate } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { Button, Link } from '@bayti/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Check, Star } from 'lucide-react';
import { apiCall, apiQuery } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { authDialogAtom } from '../../../state/auth-dialog';
import { isSignedInAtom, userAtom } from '../../../state/session';
import { failureMessage } from '../../shared/error-message';
import styles from './ShortlistButton.module.css';

export interface ShortlistButtonProps {
  candidate: Pick<PublicCandidate, 'id' | 'name'>;
  size?: 'sm' | 'md' | 'lg';
  /** Names the candidate in the button's accessible name (on cards, where several sit side by side). */
  named?: boolean;
}

/** The family's pipeline, read once for every card and profile on the page. */
const pipelineQuery = () => apiQuery(employerRoutes.employerPipeline, { query: {} });

/** What a new row on the list changes: the list, its positions and the funnel. */
const SHORTLIST_CHANGES = [
  employerRoutes.employerPipeline,
  employerRoutes.employerPositions,
  employerRoutes.employerAnalytics,
];

/**
 * Shortlist: a signed-in family adds the candidate to its pipeline (the employer dashboard's
 * Candidates); a visitor is asked to sign in. Other roles have no pipeline, so no button.
 */
export function ShortlistButton({ candidate, size = 'md', named = false }: ShortlistButtonProps) {
  const t = useMessages().candidates.shortlist;
  const isSignedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  const queryClient = useQueryClient();
  const isFamily = isSignedIn && user?.role === 'client';
  const pipeline = useQuery({ ...pipelineQuery(), enabled: isFamily });
  const mutation = useMutation({
    mutationFn: () =>
      apiCall(
        employerRoutes.addToPipeline,
        { body: { candidateId: candidate.id } },
        { fallbackMessage: 'Failed to shortlist the candidate' },
      ),
    onSuccess: () =>
      Promise.all(
        SHORTLIST_CHANGES.map((route) =>
          queryClient.invalidateQueries({ queryKey: routeKey(route) }),
        ),
      ),
  });

  if (isSignedIn && !isFamily) return null;
  const isListed =
    mutation.isSuccess ||
    Boolean(pipeline.data?.items.some((entry) => entry.candidateId === candidate.id));

  if (isListed) {
    return (
      <Link
        href="/dashboard/employer/candidates"
        variant="standalone"
        className={styles.listed}
        aria-label={named ? t.doneFor(candidate.name) : undefined}
      >
        <Check aria-hidden className={styles.icon} />
        {t.done}
      </Link>
    );
  }
  return (
    <span className={styles.wrap}>
      <Button
        variant="secondary"
        size={size}
        isPending={mutation.isPending}
        pendingLabel={t.busy}
        aria-label={named ? t.forName(candidate.name) : undefined}
        onPress={() => (isFamily ? mutation.mutate() : openAuthDialog('sign-in'))}
      >
        <Star aria-hidden className={styles.icon} />
        {t.button}
      </Button>
      {mutation.isError && (
        <span role="alert" className={styles.error}>
          {failureMessage(mutation.error, 'Failed to shortlist the candidate', t.failed)}
        </span>
      )}
    </span>
  );
}
