import clsx from 'clsx';
import { FileText, Upload } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId, useRef, useState } from 'react';
import { FileTrigger, TextContext } from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button';
import { Description, ErrorMessage, Label } from '../Field';
import styles from './FileUpload.module.css';

/** Why a chosen file was refused. */
export type FileRejection = 'type' | 'size';

export interface FileUploadProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'children' | 'defaultValue'
> {
  /** The visible label above the button, e.g. "Passport". */
  label?: ReactNode;
  /** The button's text, e.g. "Upload" or "Choose file". */
  buttonLabel: string;
  /** Help text, e.g. "PDF, DOCX or TXT, up to 5 MB". */
  description?: ReactNode;
  /**
   * Accepted files: extensions ('.pdf'), MIME types ('application/pdf') or MIME groups
   * ('image/*'). The file picker offers only these, and a file outside them is refused.
   */
  acceptedFileTypes?: readonly string[];
  /** Largest accepted size in bytes; a larger file is refused. */
  maxSizeBytes?: number;
  /** Shown when a file of a type outside `acceptedFileTypes` is chosen. */
  invalidTypeMessage?: string;
  /** Shown when a file larger than `maxSizeBytes` is chosen. */
  tooLargeMessage?: string;
  /** Called with an accepted file. A refused file never reaches it. */
  onSelect?: (file: File) => void;
  /** Called with a refused file and the reason. */
  onReject?: (file: File, reason: FileRejection) => void;
  /**
   * The file name to show, when the caller holds it (e.g. a document uploaded earlier). Without
   * it, the name of the last accepted file is shown.
   */
  fileName?: string;
  /** Shown instead of a file name before any file is chosen, e.g. "No file chosen". */
  emptyLabel?: string;
  /** An error from the caller (e.g. "Please upload your passport"), shown when no file was refused. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Shows the required mark on the label. */
  isRequired?: boolean;
  variant?: ButtonVariant;
}

/** Whether a file matches one of the accepted extensions or MIME types. */
export function isFileAccepted(file: File, acceptedFileTypes: readonly string[] | undefined) {
  if (!acceptedFileTypes || acceptedFileTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedFileTypes.some((entry) => {
    const accepted = entry.trim().toLowerCase();
    if (accepted.startsWith('.')) return name.endsWith(accepted);
    if (accepted.endsWith('/*')) return type.startsWith(accepted.slice(0, -1));
    return type === accepted;
  });
}

/**
 * A button that opens the file picker (RAC's FileTrigger), then shows the chosen file's name.
 * A file of the wrong type or too large is refused with a message and never reaches `onSelect`.
 */
export function FileUpload({
  label,
  buttonLabel,
  description,
  acceptedFileTypes,
  maxSizeBytes,
  invalidTypeMessage,
  tooLargeMessage,
  onSelect,
  onReject,
  fileName,
  emptyLabel,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  variant = 'secondary',
  className,
  ...props
}: FileUploadProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const fileNameId = `${id}-file`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosenName, setChosenName] = useState<string>();
  const [rejection, setRejection] = useState<FileRejection>();

  const handleSelect = (files: FileList | null) => {
    const file = files?.[0];
    // Let the same file be chosen again after it was refused or replaced.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const reason: FileRejection | undefined = !isFileAccepted(file, acceptedFileTypes)
      ? 'type'
      : maxSizeBytes != null && file.size > maxSizeBytes
        ? 'size'
        : undefined;
    setRejection(reason);
    if (reason) {
      onReject?.(file, reason);
      return;
    }
    setChosenName(file.name);
    onSelect?.(file);
  };

  const shownName = fileName ?? chosenName;
  const error =
    rejection === 'type'
      ? invalidTypeMessage
      : rejection === 'size'
        ? tooLargeMessage
        : errorMessage;
  const isInvalid = rejection != null || errorMessage != null;
  const describedBy = [
    shownName != null || emptyLabel != null ? fileNameId : undefined,
    description != null ? descriptionId : undefined,
    isInvalid && error != null ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      {...props}
      role="group"
      aria-labelledby={label != null ? labelId : undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      className={clsx(styles.fileUpload, className)}
    >
      {/* Not a RAC field: keep an enclosing RAC collection from re-slotting the help text. */}
      <TextContext.Provider value={null}>
        {label != null && (
          <Label elementType="span" id={labelId} isRequired={isRequired}>
            {label}
          </Label>
        )}
        <div className={styles.row}>
          <FileTrigger ref={inputRef} acceptedFileTypes={acceptedFileTypes} onSelect={handleSelect}>
            <Button
              id={buttonId}
              variant={variant}
              isDisabled={isDisabled}
              aria-labelledby={label != null ? `${buttonId} ${labelId}` : undefined}
              aria-describedby={describedBy || undefined}
            >
              <Upload aria-hidden="true" className={styles.icon} />
              {buttonLabel}
            </Button>
          </FileTrigger>
          {/* Polite live region: the chosen file's name is announced once picked. */}
          <span id={fileNameId} aria-live="polite" className={styles.fileName}>
            {shownName != null ? (
              <>
                <FileText aria-hidden="true" className={styles.icon} />
                <span className={styles.fileNameText}>{shownName}</span>
              </>
            ) : (
              emptyLabel != null && <span className={styles.empty}>{emptyLabel}</span>
            )}
          </span>
        </div>
        {description != null && <Description id={descriptionId}>{description}</Description>}
        {isInvalid && error != null && (
          <ErrorMessage id={errorId} isLive={rejection != null}>
            {error}
          </ErrorMessage>
        )}
      </TextContext.Provider>
    </div>
  );
}
