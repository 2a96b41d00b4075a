import type { DownloadedFile } from '@bayti/data/client';
import { Button } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { failureMessage } from '../error-message';
import { saveFile } from '../save-file';
import styles from './InvoiceDocument.module.css';

/** The client's English message for a failed invoice download (downloadInvoicePdf). */
const CLIENT_FAILURE = 'Failed to download the invoice';

export interface InvoicePdfButtonProps {
  /** Fetches the PDF (with the session's token) in the reader's language. */
  download: () => Promise<DownloadedFile>;
  /** The file's name when the server names none. */
  fileName: string;
  label: string;
  /** Names the invoice when the button stands in a table row. */
  ariaLabel?: string;
  /** Shown when the download failed and the server said nothing. */
  failure: string;
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary';
  isDisabled?: boolean;
}

/**
 * Download PDF: fetches the tax invoice's PDF and hands it to the browser to save; a failure is
 * said beside the button, in the reader's language.
 */
export function InvoicePdfButton({
  download,
  fileName,
  label,
  ariaLabel,
  failure,
  size = 'md',
  variant = 'secondary',
  isDisabled,
}: InvoicePdfButtonProps) {
  const saving = useMutation({
    mutationFn: download,
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? fileName),
  });
  return (
    <span className={styles.pdf}>
      <Button
        size={size}
        variant={variant}
        aria-label={ariaLabel}
        onPress={() => saving.mutate()}
        isPending={saving.isPending}
        isDisabled={isDisabled}
      >
        <FileDown aria-hidden size={size === 'sm' ? 16 : 18} />
        {label}
      </Button>
      {saving.isError && (
        <span role="alert" className={styles.pdfError}>
          {failureMessage(saving.error, CLIENT_FAILURE, failure)}
        </span>
      )}
    </span>
  );
}
