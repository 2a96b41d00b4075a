import { candidateProfileRoutes } from '@bayti/data/contract/routes/candidate-profile';
import type { CandidateProfileState } from '@bayti/data/contract';
import { Card, Link, StatusBadge, Switch } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { storeProfileState } from '../queries';
import { useCandidateFormat } from '../use-candidate-format';
import layout from '../../shared/page/Page.module.css';
import styles from '../CandidateDashboard.module.css';

export interface ListingCardProps {
  state: CandidateProfileState;
}

/**
 * Whether families can find her: the Visible switch (stored at once), whether her profile is
 * complete, what it still lacks, and a link to her public profile while it is listed.
 */
export function ListingCard({ state }: ListingCardProps) {
  const { t } = useCandidateFormat();
  const queryClient = useQueryClient();
  const visibility = useMutation({
    mutationFn: (visible: boolean) =>
      apiCall(
        candidateProfileRoutes.candidateProfileVisibility,
        { body: { visible } },
        { fallbackMessage: 'Failed to change your visibility' },
      ),
    onSuccess: (next) => storeProfileState(queryClient, next),
  });
  // While the switch is being stored it shows the asked-for position.
  const visible = visibility.isPending ? visibility.variables : state.visible;
  const listed = state.candidateId !== null;

  let summary: string;
  if (listed) summary = t.listing.listed;
  else if (!state.visible) summary = state.complete ? t.listing.hidden : t.listing.hiddenIncomplete;
  else if (!state.complete) summary = t.listing.missing;
  else summary = t.listing.notListed;

  return (
    <Card
      title={t.listing.title}
      aria-label={t.listing.title}
      headingLevel={2}
      variant="outlined"
      elementType="section"
      header={
        <StatusBadge tone={state.complete ? 'success' : 'warning'} withDot>
          {state.complete ? t.listing.complete : t.listing.incomplete}
        </StatusBadge>
      }
    >
      <div className={`${layout.column} ${styles.listing}`}>
        <Switch
          isSelected={visible}
          onChange={(next) => visibility.mutate(next)}
          isDisabled={visibility.isPending}
          description={t.listing.visibleHint}
        >
          {t.listing.visible}
        </Switch>
        <p className={styles.listingSummary} role="status">
          {summary}
        </p>
        {!state.complete && (
          <ul className={`${layout.bareList} ${styles.missing}`} aria-label={t.listing.missing}>
            {state.missing.map((field) => (
              <li key={field}>{t.fields[field]}</li>
            ))}
          </ul>
        )}
        {listed && (
          <Link href={`/candidates/${state.candidateId}`} variant="standalone" showArrow>
            {t.listing.viewPublic}
          </Link>
        )}
        {visibility.isError && (
          <p role="alert" className={styles.error}>
            {failureMessage(
              visibility.error,
              'Failed to change your visibility',
              t.listing.visibilityFailed,
            )}
          </p>
        )}
      </div>
    </Card>
  );
}
