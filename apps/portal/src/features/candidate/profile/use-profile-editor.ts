import { candidateProfileRoutes } from '@bayti/data/contract/routes/candidate-profile';
import type { CandidateSelfProfileForm, StoredSelfProfile } from '@bayti/data/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { failureMessage } from '../../shared/error-message';
import { messagesOf, resolverOf } from '../../shared/forms/checked-form';
import { focusFirstInvalid, setServerErrors } from '../../shared/forms/server-errors';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { storeProfileState } from '../queries';
import {
  checkDraft,
  clearFieldErrors,
  draftFromProfile,
  tabsWithErrors,
  translateServerErrors,
  withImmediateAvailability,
  type KidDraft,
  type ProfileDraft,
  type ProfileTab,
} from './profile-form';

/**
 * The Edit Candidate Profile form on react-hook-form: the contract's schema checks it before
 * sending, then the server's field errors land through setServerErrors. Nothing typed is lost on an
 * error; the tab holding the first error is shown, focus goes to the first invalid field of `form`.
 */
export function useProfileEditor(
  stored: StoredSelfProfile,
  onSaved: () => void,
  form: RefObject<HTMLFormElement | null>,
) {
  const t = useMessages().candidate;
  const locale = useAtomValue(localeAtom);
  const queryClient = useQueryClient();
  const profile = useForm<ProfileDraft, unknown, CandidateSelfProfileForm>({
    defaultValues: draftFromProfile(stored),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: resolverOf<ProfileDraft, CandidateSelfProfileForm>((draft) => {
      const checked = checkDraft(draft, t.errors);
      return checked.ok ? { body: checked.body } : { errors: checked.errors };
    }),
  });
  const { draft, setDraft } = useFormDraft(profile);
  const [tab, setTab] = useState<ProfileTab>('personal');
  const errors = messagesOf(profile.formState.errors);
  const showFirstTab = (paths: string[]) =>
    setTab((shown) => tabsWithErrors(Object.fromEntries(paths.map((p) => [p, p])))[0] ?? shown);
  const translate = (field: string, message: string) =>
    translateServerErrors({ [field]: message }, locale === 'en', t.errors)[field] ?? message;

  const save = useMutation({
    mutationFn: (body: CandidateSelfProfileForm) =>
      apiCall(
        candidateProfileRoutes.updateCandidateProfile,
        { body },
        { fallbackMessage: 'Failed to save your profile' },
      ),
    onSuccess: (state) => {
      storeProfileState(queryClient, state);
      onSaved();
    },
    onError: (error) =>
      showFirstTab(setServerErrors(profile.setError, error, { form: form.current, translate })),
  });

  const update = (path: string, next: (current: ProfileDraft) => ProfileDraft) => {
    setDraft(next);
    const left = clearFieldErrors(errors, path);
    for (const key of Object.keys(errors)) if (!(key in left)) profile.clearErrors(key as 'kids');
  };

  /** A change handler for one field; editing it clears its errors. */
  const set =
    <K extends keyof ProfileDraft>(field: K) =>
    (value: ProfileDraft[K]) =>
      update(field, (current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    save.reset();
    void profile.handleSubmit(
      (body) => save.mutate(body),
      (found) => {
        showFirstTab(Object.keys(messagesOf(found)));
        focusFirstInvalid(form.current);
      },
    )(event);
  };

  const fieldErrorCount = Object.keys(errors).length;
  /** A failure that belongs to no field (network, server) is shown above the buttons. */
  const formError =
    save.isError && fieldErrorCount === 0
      ? failureMessage(save.error, 'Failed to save your profile', t.edit.saveFailed)
      : fieldErrorCount > 0
        ? t.edit.fixErrors
        : undefined;

  return {
    locale,
    /** The form's control, for fields that wire themselves to it (her phone numbers). */
    control: profile.control,
    draft,
    errors,
    tab,
    setTab,
    set,
    /** Immediate availability on clears and disables the date. */
    setImmediate: (immediate: boolean) =>
      update('availableFrom', (current) => withImmediateAvailability(current, immediate)),
    /** Changes one half of a kid ('gender' or 'age'). */
    setKid: <K extends keyof KidDraft>(index: number, key: K, value: KidDraft[K]) =>
      update(`kids.${index}.${key}`, (current) => ({
        ...current,
        kids: current.kids.map((kid, at) => (at === index ? { ...kid, [key]: value } : kid)),
      })),
    addKid: () =>
      update('kids', (current) => ({
        ...current,
        kids: [...current.kids, { gender: null, age: null }],
      })),
    removeKid: (index: number) =>
      update('kids', (current) => ({
        ...current,
        kids: current.kids.filter((_, at) => at !== index),
      })),
    submit,
    formError,
    erroredTabs: tabsWithErrors(errors),
    isSaving: save.isPending,
  };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
