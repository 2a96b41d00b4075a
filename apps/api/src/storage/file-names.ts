import contentDisposition from 'content-disposition';
import type { MessageId } from '../i18n/translate';

/**
 * An uploaded file's name is only ever a display title: stored files get names the server
 * generates. A name that tries to be a path or carries control characters is refused outright
 * (browsers send bare names, so only a crafted request does that).
 */

export const MAX_TITLE_LENGTH = 200;

// C0 and C1 control characters, DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Bidirectional overrides and isolates can disguise an extension ("gpj.exe" shown reversed). */
const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export type TitleCheck = { ok: true; title: string } | { ok: false; messageId: MessageId };

export function checkUploadName(raw: string | undefined): TitleCheck {
  const name = (raw ?? '').normalize('NFC');
  if (CONTROL.test(name)) return { ok: false, messageId: 'upload.nameInvalid' };
  if (/[/\\]/.test(name)) return { ok: false, messageId: 'upload.nameHasFolder' };
  const title = name.replace(BIDI_CONTROL, '').trim();
  if (title === '' || /^\.+$/.test(title)) return { ok: false, messageId: 'upload.nameMissing' };
  return { ok: true, title: shorten(title) };
}

/** Keeps the extension when a long name is cut. */
function shorten(title: string): string {
  const chars = [...title];
  if (chars.length <= MAX_TITLE_LENGTH) return title;
  const dot = title.lastIndexOf('.');
  const extension = dot > 0 && title.length - dot <= 10 ? title.slice(dot) : '';
  return chars.slice(0, MAX_TITLE_LENGTH - extension.length).join('') + extension;
}

/** The lower-cased extension of a title, without the dot ('' when there is none). */
export function extensionOf(title: string): string {
  const dot = title.lastIndexOf('.');
  return dot > 0 ? title.slice(dot + 1).toLowerCase() : '';
}

/** Content-Disposition of a download (content-disposition): an ASCII name and the exact UTF-8 one. */
export const attachmentDisposition = (title: string): string => contentDisposition(title);
