import type { SetStateAction } from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The whole of a react-hook-form form as one draft, for tabs of fields that read it and patch it:
 * `setDraft` takes the next draft or an update of the current one, `change` a patch.
 */
export function useFormDraft<V extends FieldValues, T>(form: UseFormReturn<V, unknown, T>) {
  const draft = useWatch({ control: form.control }) as V;
  const setDraft = (update: SetStateAction<V>) => {
    const current = form.getValues();
    const next = typeof update === 'function' ? update(current) : update;
    for (const key of Object.keys(next) as FieldPath<V>[]) {
      if (next[key] !== current[key]) form.setValue(key, next[key]);
    }
  };
  const change = (patch: Partial<V>) => setDraft((current) => ({ ...current, ...patch }));
  return { draft, setDraft, change };
}
