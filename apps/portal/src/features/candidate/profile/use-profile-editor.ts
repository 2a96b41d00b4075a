import { isApiError, updateCandidateProfile } from '@bayti/data/client';
import type { StoredSelfProfile } from '@bayti/data/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type RefObject } from 'react';
import { api } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { failureMessage } from '../../shared/error-message';
import { storeProfileState } from '../queries';
import {
  checkDraft,
  clearFieldErrors,
  draftFromProfile,
  tabsWithErrors,
  translateServerErrors,
  withImmediateAvailability,
  type FieldErrors,
  type KidDraft,
  type ProfileDraft,
  type ProfileTab,
} from './profile-form';

/** Moves focus to the first invalid field of the shown tab once it is on screen. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The Edit Candidate Profile form: values typed so far, field errors (from the contract's schema
 * before sending, from the server after), the shown tab, and saving. Nothing typed is lost on an
 * error; the tab holding the first error is shown, and focus goes to the first invalid field of
 * `form`.
 */
export function useProfileEditor(
  stored: StoredSelfProfile,
  onSaved: () => void,
  form: RefObject<HTMLFormElement | null>,
) {
  const t = useMessages().candidate;
  const locale = useAtomValue(localeAtom);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftFromProfile(stored));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<ProfileTab>('personal');

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const [first] = tabsWithErrors(found);
    if (first) setTab(first);
    focusFirstInvalid(form.current);
  };

  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateCandidateProfile>[1]) =>
      updateCandidateProfile(api, body),
    onSuccess: (state) => {
      storeProfileState(queryClient, state);
      onSaved();
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : undefined;
      showErrors(translateServerErrors(fields, locale === 'en', t.errors));
    },
  });

  const update = (path: string, next: (current: ProfileDraft) => ProfileDraft) => {
    setDraft(next);
    setErrors((current) => clearFieldErrors(current, path));
  };

  /** A change handler for one field; editing it clears its errors. */
  const set =
    <K extends keyof ProfileDraft>(field: K) =>
    (value: ProfileDraft[K]) =>
      update(field, (current) => ({ ...current, [field]: value }));

  const submit = () => {
    save.reset();
    const checked = checkDraft(draft, t.errors);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    save.mutate(checked.body);
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
