import {
  CANDIDATE_POSITIONS,
  DAY_KEYS,
  EMIRATES,
  JOB_POST_LANGUAGES,
  JOB_POST_START_MAX_DAYS,
  OFFER_ACCOMMODATIONS,
  WORK_TYPES,
  type FamilyJobPost,
  type JobPostBody,
} from '@bayti/data/contract';
import { jobPostsRoutes } from '@bayti/data/contract/routes/job-posts';
import { Checkbox, CheckboxGroup } from '@bayti/ui';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { FormDateField } from '../shared/forms/FormDateField';
import { FormDialog, submitWith } from '../shared/forms/FormDialog';
import { FormTextArea, FormTextField, requiredByForm } from '../shared/forms/FormFields';
import { FormSelectField } from '../shared/forms/FormSelectField';
import { resolverOf } from '../shared/forms/checked-form';
import { setServerErrors } from '../shared/forms/server-errors';
import layout from '../shared/page/Page.module.css';
import { checkJobPost, draftOf, emptyJobPostDraft, type JobPostDraft } from './job-post-form';
import { refreshFamilyJobs } from './queries';
import type { JobText } from './use-job-text';
import styles from './JobPosts.module.css';

/** The client's English words for a failed save (the server's own message wins). */
const SAVE_FAILED = 'The job could not be saved';

export interface JobPostDialogProps {
  text: JobText;
  /** The post to edit; a new post without it. */
  post?: FamilyJobPost;
  onClose: () => void;
  onSaved: (post: FamilyJobPost) => void;
}

/**
 * Post a job, or edit one (it goes back to review): position, work type, emirate, salary band,
 * start date, duties, day off, accommodation and the languages wanted. Each term is checked
 * before sending; the server's field errors land on their fields.
 */
export function JobPostDialog({ text, post, onClose, onSaved }: JobPostDialogProps) {
  const { j, messages } = text;
  const f = j.family;
  const queryClient = useQueryClient();
  const form = useForm<JobPostDraft, unknown, JobPostBody>({
    defaultValues: post ? draftOf(post) : emptyJobPostDraft,
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) => checkJobPost(draft, f.errors)),
  });
  const mutation = useMutation({
    mutationFn: (body: JobPostBody) =>
      post
        ? apiCall(
            jobPostsRoutes.updateJobPost,
            { params: { id: post.id }, body },
            { fallbackMessage: SAVE_FAILED },
          )
        : apiCall(jobPostsRoutes.createJobPost, { body }, { fallbackMessage: SAVE_FAILED }),
    onSuccess: async ({ jobPost }) => {
      await refreshFamilyJobs(queryClient);
      onSaved(jobPost);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });
  const languages = useController({ control: form.control, name: 'languages' });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  const first = today(getLocalTimeZone());
  const select = (
    name: 'position' | 'workType' | 'emirate' | 'dayOff' | 'accommodation',
    label: string,
    placeholder: string,
    items: { id: string; label: string }[],
  ) => (
    <FormSelectField
      control={form.control}
      name={name}
      label={label}
      placeholder={placeholder}
      items={items}
      {...requiredByForm}
      onChange={() => form.clearErrors(name)}
    />
  );
  const clearing = (name: 'salaryMinAed' | 'salaryMaxAed' | 'duties') => () =>
    form.clearErrors(name);

  return (
    <FormDialog
      title={post ? f.editTitle(text.titleOf(post)) : f.postTitle}
      description={f.formText}
      labels={j.frame}
      confirm={f.submit}
      pendingLabel={f.saving}
      formId={post ? `job-post-${post.id}` : 'job-post-new'}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={styles.form}
      size="md"
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, SAVE_FAILED, f.failed)
          : undefined
      }
      errorClassName={layout.alert}
      errorLast
    >
      <div className={styles.pair}>
        {select(
          'position',
          j.terms.position,
          f.choosePosition,
          CANDIDATE_POSITIONS.map((id) => ({ id, label: messages.candidates.position[id] })),
        )}
        {select(
          'workType',
          j.terms.workType,
          f.chooseWorkType,
          WORK_TYPES.map((id) => ({ id, label: messages.candidates.workType[id] })),
        )}
        {select(
          'emirate',
          j.terms.emirate,
          f.chooseEmirate,
          EMIRATES.map((id) => ({ id, label: j.emirate[id] })),
        )}
      </div>
      <div className={styles.pair}>
        <FormTextField
          control={form.control}
          name="salaryMinAed"
          label={j.terms.salaryMin}
          inputMode="numeric"
          {...requiredByForm}
          onChange={clearing('salaryMinAed')}
        />
        <FormTextField
          control={form.control}
          name="salaryMaxAed"
          label={j.terms.salaryMax}
          inputMode="numeric"
          {...requiredByForm}
          onChange={clearing('salaryMaxAed')}
        />
        <FormDateField
          control={form.control}
          name="startOn"
          label={j.terms.startOn}
          {...requiredByForm}
          minValue={first}
          maxValue={first.add({ days: JOB_POST_START_MAX_DAYS })}
          onChange={() => form.clearErrors('startOn')}
          calendarButtonLabel={j.frame.calendar}
          previousMonthLabel={j.frame.previousMonth}
          nextMonthLabel={j.frame.nextMonth}
        />
      </div>
      <FormTextArea
        control={form.control}
        name="duties"
        label={j.terms.duties}
        rows={4}
        {...requiredByForm}
        onChange={clearing('duties')}
      />
      <div className={styles.pair}>
        {select(
          'dayOff',
          j.terms.dayOff,
          f.chooseDay,
          DAY_KEYS.map((id) => ({ id, label: text.day[id] })),
        )}
        {select(
          'accommodation',
          j.terms.accommodation,
          f.chooseAccommodation,
          OFFER_ACCOMMODATIONS.map((id) => ({ id, label: text.accommodation[id] })),
        )}
      </div>
      <CheckboxGroup
        label={j.terms.languages}
        orientation="horizontal"
        value={languages.field.value}
        onChange={languages.field.onChange}
      >
        {JOB_POST_LANGUAGES.map((language) => (
          <Checkbox key={language} value={language}>
            {j.language[language]}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormDialog>
  );
}
