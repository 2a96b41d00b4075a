import type { FieldValues, Resolver } from 'react-hook-form';

/** A field's message in the reader's language, by field name; react-hook-form's `context`. */
export type FieldMessages = Record<string, string | undefined>;

export type LazyResolver<Values extends FieldValues, Output> = Resolver<
  Values,
  FieldMessages | undefined,
  Output
> & {
  /** Starts the fetch; `useEffect(resolver.preload, [])` once the form is on screen. */
  preload: () => void;
};

/**
 * A react-hook-form resolver fetched apart from its page, so a form's zod schema and
 * @hookform/resolvers stay out of the page's first load (docs/decisions/0016-forms-on-react-hook-form.md):
 * on `preload()` (the form on screen) or at the latest on the first submit.
 * When the form passes `context` (FieldMessages), an invalid field shows that message instead of
 * the schema's English one.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): LazyResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  // A failed fetch (offline, a new deployment) is tried again on the next submit.
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Values, FieldMessages | undefined, Output> = async (
    values,
    messages,
    options,
  ) => {
    const result = await (await loaded())(values, messages, options);
    for (const [field, error] of Object.entries(result.errors)) {
      const message = messages?.[field];
      if (message && error) error.message = message;
    }
    return result;
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
