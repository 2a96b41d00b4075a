import { notFound } from '@tanstack/react-router';

/** The largest id the database's integer ids can hold. */
const MAX_ID = 2_147_483_647;

/**
 * A record's id in a path (`/candidates/$id`, `/invoices/$id`): a positive whole number written
 * plainly ("12", not "012", "1e3" or "-4"), or null for anything else, which matches no record.
 */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * A route's `params` option for `$id`: the route reads a number, and a path whose id is no id
 * shows the route's not-found page without asking the server.
 */
export const idParams = {
  parse: ({ id }: { id: string }): { id: number } => {
    const parsed = parseId(id);
    if (parsed === null) throw notFound();
    return { id: parsed };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
