import { normalizePositions } from '@bayti/data/contract';

/** A new position is trimmed and ignored when blank or already listed (any letter case). */
export function withPosition(list: readonly string[], name: string): string[] {
  return normalizePositions([...list, name]);
}
