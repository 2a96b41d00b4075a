import {
  DAY_KEYS,
  OFFER_ACCOMMODATIONS,
  OFFER_SALARY_MAX_AED,
  OFFER_START_MAX_DAYS,
  OFFER_VALID_DAYS,
  WORK_TYPES,
  type EmployerPipelineCandidate,
  type Offer,
  type SendOfferBody,
} from '@bayti/data/contract';
import { isErrorCode } from '@bayti/data/client';
import { offersRoutes } from '@bayti/data/contract/routes/offers';
import { Link } from '@bayti/ui';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { formatAedWhole } from '../../shared/format';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import { FormDateField } from '../../shared/forms/FormDateField';
import { FormTextField, requiredByForm } from '../../shared/forms/FormFields';
import { resolverOf } from '../../shared/forms/checked-form';
import { FormSelectField } from '../../shared/forms/FormSelectField';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import { refreshAfterMove } from '../queries';
import { useEmployerText } from '../use-employer-text';
import { checkOffer, type OfferDraft } from './offer-form';
import dialogStyles from './MoveDialog.module.css';

/** The client's English words for a failed offer (the server's own message wins). */
const SEND_FAILED = 'The offer could not be sent';

export interface OfferDialogProps {
  entry: EmployerPipelineCandidate;
  onClose: () => void;
  /** Called once the server has stored the offer. */
  onSent: (offer: Offer) => void;
}

/**
 * Sends an offer to a candidate of the family's list: position (hers by default), monthly salary
 * in whole AED, start date (from today, at most OFFER_START_MAX_DAYS ahead), work type, weekly day
 * off and accommodation. Without a running plan the server answers plan_required and the dialog
 * points to the plans; a conflict (hired elsewhere, under 18, an offer already waiting) shows
 * the server's words; field errors land on their fields.
 */
export function OfferDialog({ entry, onClose, onSent }: OfferDialogProps) {
  const text = useEmployerText();
  const { t, locale } = text;
  const o = text.messages.offers;
  const f = o.family;
  const queryClient = useQueryClient();
  const words = {
    ...f.errors,
    'monthlySalaryAed.tooBig': f.salaryTooHigh(formatAedWhole(OFFER_SALARY_MAX_AED, locale)),
  };
  const form = useForm<OfferDraft, unknown, SendOfferBody>({
    defaultValues: {
      position: entry.position,
      monthlySalaryAed: '',
      startOn: null,
      workType: null,
      dayOff: null,
      accommodation: null,
    },
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) => checkOffer(draft, words)),
  });
  const mutation = useMutation({
    mutationFn: (body: SendOfferBody) =>
      apiCall(
        offersRoutes.sendOffer,
        { params: { id: entry.id }, body },
        { fallbackMessage: SEND_FAILED },
      ),
    onSuccess: async ({ offer }) => {
      await refreshAfterMove(queryClient);
      onSent(offer);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });

  const planRequired = mutation.isError && isErrorCode(mutation.error, 'plan_required');
  const fieldError = Object.keys(form.formState.errors).length > 0;
  const first = today(getLocalTimeZone());
  const select = (
    name: 'workType' | 'dayOff' | 'accommodation',
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

  return (
    <FormDialog
      title={f.sendTitle(entry.name)}
      description={f.sendText(text.number(OFFER_VALID_DAYS))}
      labels={t.common}
      confirm={f.send}
      pendingLabel={o.frame.saving}
      formId={`offer-${entry.id}`}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={dialogStyles.form}
      error={
        mutation.isError && !fieldError && !planRequired
          ? failureMessage(mutation.error, SEND_FAILED, f.sendFailed)
          : undefined
      }
      errorClassName={layout.alert}
      errorLast
    >
      {/* Above the terms: nothing typed here can fix it. */}
      {planRequired && (
        <p role="alert" className={layout.alert}>
          {f.planRequired}
          <Link href="/pricing" variant="standalone">
            {f.seePlans}
          </Link>
        </p>
      )}
      <FormTextField
        control={form.control}
        name="position"
        label={o.terms.position}
        {...requiredByForm}
        onChange={() => form.clearErrors('position')}
      />
      <FormTextField
        control={form.control}
        name="monthlySalaryAed"
        label={f.salaryAed}
        inputMode="numeric"
        {...requiredByForm}
        onChange={() => form.clearErrors('monthlySalaryAed')}
      />
      <FormDateField
        control={form.control}
        name="startOn"
        label={o.terms.startOn}
        {...requiredByForm}
        minValue={first}
        maxValue={first.add({ days: OFFER_START_MAX_DAYS })}
        onChange={() => form.clearErrors('startOn')}
        calendarButtonLabel={t.move.calendar}
        previousMonthLabel={t.move.previousMonth}
        nextMonthLabel={t.move.nextMonth}
      />
      {select(
        'workType',
        o.terms.workType,
        f.chooseWorkType,
        WORK_TYPES.map((type) => ({ id: type, label: text.messages.candidates.workType[type] })),
      )}
      {select(
        'dayOff',
        o.terms.dayOff,
        f.chooseDay,
        DAY_KEYS.map((day) => ({
          id: day,
          label: text.messages.managedCandidates.options.day[day],
        })),
      )}
      {select(
        'accommodation',
        o.terms.accommodation,
        f.chooseAccommodation,
        OFFER_ACCOMMODATIONS.map((place) => ({ id: place, label: o.accommodation[place] })),
      )}
    </FormDialog>
  );
}
