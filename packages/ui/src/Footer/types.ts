import type { ReactNode } from 'react';

export interface FooterNewsletterStatus {
  tone: 'success' | 'error';
  message: string;
}

export interface FooterNewsletter {
  /** Heading of the newsletter block, e.g. "Newsletter". */
  title: string;
  description?: ReactNode;
  /** Label of the email field, e.g. "Email address". */
  emailLabel: string;
  emailPlaceholder?: string;
  /** Shown when the email is missing or malformed; the browser's own message otherwise. */
  emailErrorMessage?: string;
  /** Text of the submit button, e.g. "Subscribe". */
  submitLabel: string;
  /** Called with the typed email when the form is submitted. */
  onSubscribe: (email: string) => void;
  /** Shows the button as busy, e.g. while the request runs. */
  isPending?: boolean;
  pendingLabel?: string;
  /** The outcome of the last subscription, shown under the form. */
  status?: FooterNewsletterStatus;
}
