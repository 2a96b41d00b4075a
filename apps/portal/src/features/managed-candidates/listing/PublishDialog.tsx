import {
  CONTACT_ROUTES,
  SALARY_BANDS,
  VISA_TYPES,
  type ManagedCandidate,
  type ManagedListingBody,
} from '@bayti/data/contract';
import { Checkbox, Radio, RadioGroup, Select } from '@bayti/ui';
import { useId, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from '../../shared/error-message';
import { FormDialog } from '../../shared/forms/FormDialog';
import { clearingFieldProps, onFields, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import type { ManagedSide } from '../queries';
import { useManagedText } from '../use-managed-text';
import { asksNoFee, checkPublish, publishDraftOf, type PublishDraft } from './publish-form';
import { LISTING_FAILED, type ManagedListingMutation } from './use-managed-listing';
import styles from './ManagedListing.module.css';

export interface PublishDialogProps {
  side: ManagedSide;
  candidate: ManagedCandidate;
  name: string;
  mutation: ManagedListingMutation;
  onClose: () => void;
  onPublished: () => void;
}

/**
 * Publish: her salary band, visa and how families with a plan reach her (her own numbers or the
 * agency's), then an agency's candidate waits for review and an admin's is listed at once. What
 * is not chosen is named before anything is sent; a refusal keeps the choices.
 */
export function PublishDialog({
  side,
  candidate,
  name,
  mutation,
  onClose,
  onPublished,
}: PublishDialogProps) {
  const { t, messages, number } = useManagedText();
  const l = messages.listings;
  const m = l.managed;
  const formId = useId();
  const noFeeAsked = asksNoFee(side, candidate.listing);
  const form = useForm<PublishDraft, unknown, ManagedListingBody>({
    defaultValues: publishDraftOf(candidate.listing),
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) =>
      checkPublish(
        draft,
        candidate.listing,
        {
          salaryBand: m.chooseBand,
          visa: m.chooseVisa,
          contactRoute: m.chooseRoute,
          noOwnNumbers: m.noOwnNumbers,
          noFeeTaken: m.noFeeRequired,
        },
        noFeeAsked,
      ),
    ),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    mutation.reset();
    void form.handleSubmit((body) =>
      mutation.mutate(
        { action: 'publish', body },
        {
          onSuccess: onPublished,
          onError: (error) =>
            setServerErrors(
              onFields(form.setError, {
                salaryBand: 'salaryBand',
                visa: 'visa',
                contactRoute: 'contactRoute',
                noFeeTaken: 'noFeeTaken',
              }),
              error,
            ),
        },
      ),
    )(event);
  };
  const fieldError = Object.keys(form.formState.errors).length > 0;
  const bands = SALARY_BANDS.map((band) => ({
    id: band.key,
    label: messages.candidates.filters.salaryBand(
      number(band.min),
      band.max === null ? null : number(band.max),
    ),
  }));
  const visas = VISA_TYPES.map((visa) => ({ id: visa, label: messages.candidates.visa[visa] }));
  return (
    <FormDialog
      title={m.publishTitle(name)}
      description={side === 'admin' ? m.publishDescriptionAdmin : m.publishDescription}
      labels={t.dialog}
      confirm={l.actions.publish}
      pendingLabel={l.actions.publish}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submit}
      formClassName={`${layout.column} ${styles.form}`}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, LISTING_FAILED.publish, m.publishFailed)
          : undefined
      }
      errorClassName={layout.dangerBox}
    >
      <Controller
        control={form.control}
        name="salaryBand"
        render={(c) => {
          const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
          return (
            <Select
              label={m.salaryBand}
              isRequired
              validationBehavior="aria"
              items={bands}
              selectedKey={value}
              onSelectionChange={(key) => onChange(key as PublishDraft['salaryBand'])}
              {...props}
            />
          );
        }}
      />
      <Controller
        control={form.control}
        name="visa"
        render={(c) => {
          const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
          return (
            <Select
              label={m.visa}
              isRequired
              validationBehavior="aria"
              items={visas}
              selectedKey={value}
              onSelectionChange={(key) => onChange(key as PublishDraft['visa'])}
              {...props}
            />
          );
        }}
      />
      <Controller
        control={form.control}
        name="contactRoute"
        render={(c) => {
          const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
          return (
            <RadioGroup
              label={m.contactRoute}
              isRequired
              validationBehavior="aria"
              value={value}
              onChange={(next) => onChange(next as PublishDraft['contactRoute'])}
              {...props}
            >
              {CONTACT_ROUTES.map((route) => (
                <Radio key={route} value={route}>
                  {m.contactRoutes[route]}
                </Radio>
              ))}
            </RadioGroup>
          );
        }}
      />
      {noFeeAsked && (
        <Controller
          control={form.control}
          name="noFeeTaken"
          render={({ field, fieldState }) => (
            <Checkbox
              isSelected={field.value}
              onChange={(selected) => {
                field.onChange(selected);
                form.clearErrors('noFeeTaken');
              }}
              isRequired
              validationBehavior="aria"
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            >
              {m.noFeeConfirm(name)}
            </Checkbox>
          )}
        />
      )}
    </FormDialog>
  );
}
