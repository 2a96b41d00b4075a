import { z } from 'zod';
import { contractText } from './messages';

/** A position is a plain, trimmed name. */
export const positionSchema = z.string().trim().min(1).max(60);
export type Position = z.infer<typeof positionSchema>;

/** The saved list of the Manage Positions dialog: names, no duplicates. */
export const positionListSchema = z
  .array(positionSchema)
  .refine((names) => new Set(names).size === names.length, {
    message: contractText('positions.unique'),
  });
export type PositionList = z.infer<typeof positionListSchema>;

/** A new position is trimmed and ignored when empty or already present. */
export function addPosition(list: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '' || list.includes(trimmed)) return [...list];
  return [...list, trimmed];
}
