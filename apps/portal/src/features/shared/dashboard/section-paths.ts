/** A position list's path segment, e.g. 'Elder Care' -> 'positions/Elder%20Care'. */
export const positionSegment = (position: string) => `positions/${encodeURIComponent(position)}`;

/** The sidebar id of a position list (kept apart from the section ids). */
export const positionNavId = (position: string) => `position:${position}`;

/**
 * The path segments after a dashboard's base path, e.g. ('/dashboard/admin', '/dashboard/admin/
 * clients/suspended') -> ['clients', 'suspended']. A malformed escape in a hand-typed URL is kept
 * as typed.
 */
export function segmentsOf(basePath: string, pathname: string): string[] {
  return pathname
    .slice(basePath.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
