import { JOB_APPLICATION_NOTE_MAX, type JobApplication } from '@bayti/data/contract';
import { jobPostsRoutes } from '@bayti/data/contract/routes/job-posts';
import { Button, FormMessage } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { FormTextArea } from '../shared/forms/FormFields';
import { setServerErrors } from '../shared/forms/server-errors';
import { refreshApplications } from './queries';
import type { JobText } from './use-job-text';
import styles from './JobPosts.module.css';

/** The client's English words for a failed application (the server's own message wins). */
const APPLY_FAILED = 'Your application could not be sent';

export interface ApplyFormProps {
  jobPostId: number;
  text: JobText;
  onApplied: (application: JobApplication) => void;
}

/**
 * A worker applies with a note (up to 1,000 characters, checked before sending). A refusal (the
 * job closed meanwhile, her profile not listed, already applied) shows the server's words and
 * keeps the note.
 */
export function ApplyForm({ jobPostId, text, onApplied }: ApplyFormProps) {
  const p = text.j.page;
  const queryClient = useQueryClient();
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const mutation = useMutation({
    mutationFn: (note: string) =>
      apiCall(
        jobPostsRoutes.applyToJobPost,
        { params: { id: jobPostId }, body: note.trim() ? { note: note.trim() } : {} },
        { fallbackMessage: APPLY_FAILED },
      ),
    onSuccess: async ({ application }) => {
      await refreshApplications(queryClient);
      onApplied(application);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(({ note }) => {
        if (note.trim().length > JOB_APPLICATION_NOTE_MAX) {
          form.setError('note', { message: p.noteTooLong });
          return;
        }
        mutation.mutate(note);
      })}
    >
      <FormTextArea
        control={form.control}
        name="note"
        label={p.note}
        description={p.noteHint}
        rows={5}
        onChange={() => form.clearErrors('note')}
      />
      {mutation.isError && !fieldError && (
        <FormMessage tone="error">
          {failureMessage(mutation.error, APPLY_FAILED, p.failed)}
        </FormMessage>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={mutation.isPending}>
          {mutation.isPending ? p.sending : p.send}
        </Button>
      </div>
    </form>
  );
}
