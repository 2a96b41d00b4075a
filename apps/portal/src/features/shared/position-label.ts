import type { Messages } from '../../i18n/messages/en';

/**
 * A position's name in the reader's language. Positions are free names on the server (agencies
 * add their own), so a name without a translation is shown as stored.
 */
export function positionLabel(messages: Messages, position: string): string {
  const names: Readonly<Record<string, string>> = messages.candidates.position;
  return Object.hasOwn(names, position) ? names[position]! : position;
}
