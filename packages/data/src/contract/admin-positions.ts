import { z } from 'zod';
import { dataEnvelope } from './common';
import { contractText } from './messages';

/*
 * The Manage Positions lists, stored on the server: the admin's at /admin/positions and
 * each agency's own at /agency/positions. Before a list is first saved the defaults apply.
 */

export const MAX_POSITIONS = 100;
export const MAX_POSITION_LENGTH = 60;

/**
 * The add-a-position rule applied to a whole list: names trimmed, blanks dropped, and a name
 * already present (case-insensitively) ignored, the first spelling kept.
 */
export function normalizePositions(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    const trimmed = name.trim();
    const key = trimmed.toLocaleLowerCase('en');
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** PUT /admin/positions and /agency/positions: the whole list, as the dialog saves it. */
export const savePositionsBodySchema = z.strictObject({
  positions: z
    .array(
      z.string().refine((name) => name.trim().length <= MAX_POSITION_LENGTH, {
        message: contractText('positions.tooLong'),
      }),
    )
    .max(MAX_POSITIONS, contractText('positions.tooMany'))
    .transform(normalizePositions),
});
export type SavePositionsBody = z.infer<typeof savePositionsBodySchema>;
export type SavePositionsBodyInput = z.input<typeof savePositionsBodySchema>;

export const positionsResponseSchema = dataEnvelope({ positions: z.array(z.string()) });
export type PositionsResponse = z.infer<typeof positionsResponseSchema>;
