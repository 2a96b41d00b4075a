import type { EmailPreference, EmailPreferences } from '@bayti/data/contract';
import { notificationsRoutes } from '@bayti/data/contract/routes/notifications';
import { FormMessage, Switch } from '@bayti/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import { emailPreferencesQuery } from '../shared/notifications/queries';
import authStyles from './AuthPage.module.css';
import styles from './EmailPreferences.module.css';

const SAVE_FAILED = 'Failed to save your email choice';

/**
 * Settings' Emails: a switch per notification type of the person's role, saved as it is
 * switched; security emails are shown on and cannot be switched off.
 */
export function EmailPreferencesSection() {
  const n = useMessages().auth;
  const query = emailPreferencesQuery();
  const { data } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ type, email }: Pick<EmailPreference, 'type' | 'email'>) =>
      apiCall(
        notificationsRoutes.updateEmailPreference,
        { params: { type }, body: { email } },
        { fallbackMessage: SAVE_FAILED },
      ),
    onSuccess: ({ item }) =>
      queryClient.setQueryData(query.queryKey, (old: EmailPreferences | undefined) =>
        old ? { items: old.items.map((p) => (p.type === item.type ? item : p)) } : old,
      ),
  });
  // While a choice is saving its switch shows it; a refused one goes back.
  const shown = (preference: EmailPreference) =>
    save.isPending && save.variables.type === preference.type
      ? save.variables.email
      : preference.email;

  return (
    <section className={authStyles.section} aria-labelledby="settings-emails">
      <h2 id="settings-emails" className={authStyles.sectionTitle}>
        {n.emails.title}
      </h2>
      <p className={styles.hint}>{n.emails.hint}</p>
      <ul className={styles.list}>
        {data.items.map((preference) => (
          <li key={preference.type}>
            <Switch
              isSelected={shown(preference)}
              isDisabled={preference.locked}
              description={preference.locked ? n.emails.securityNote : undefined}
              onChange={(email) => save.mutate({ type: preference.type, email })}
            >
              {n.emails.types[preference.type]}
            </Switch>
          </li>
        ))}
      </ul>
      <FormMessage tone={save.isError ? 'error' : 'success'} size="sm">
        {save.isError
          ? failureMessage(save.error, SAVE_FAILED, n.emails.saveFailed)
          : save.isSuccess
            ? n.emails.saved
            : undefined}
      </FormMessage>
    </section>
  );
}
