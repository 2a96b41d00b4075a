import clsx from 'clsx';
import { Eye, FileText, type LucideIcon, RefreshCw, Trash2, Upload } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Button, type ButtonProps } from '../Button';
import { Spinner } from '../Spinner';
import cards from '../shared/cards.module.css';
import styles from './DocumentCard.module.css';

export interface DocumentCardLabels {
  /** e.g. "Upload". */
  upload: string;
  /** e.g. "View". */
  view: string;
  /** Re-upload, replacing the file, e.g. "Update". */
  update: string;
  /** e.g. "Delete". */
  delete: string;
  /** Precedes the date, with any punctuation the language wants, e.g. "Last Modified:". */
  lastModified: string;
}

export interface DocumentCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The document's category, e.g. "Passport" or "Trade License". */
  title: string;
  /** The uploaded file's title. Without it the card is empty and offers Upload. */
  fileName?: string;
  /** When the file last changed, already formatted, e.g. "12 March 2025". */
  modifiedText?: string;
  /** Shown on the empty card, e.g. "No Passport uploaded." */
  emptyText?: ReactNode;
  labels: DocumentCardLabels;
  /** Upload pressed on the empty card. The app opens its file picker. */
  onUpload?: () => void;
  onView?: () => void;
  /** Update pressed: the app opens its file picker to replace the file. */
  onUpdate?: () => void;
  onDelete?: () => void;
  /** While true (uploading, deleting) the actions are disabled and `busyLabel` is shown. */
  isBusy?: boolean;
  /** e.g. "Uploading...". */
  busyLabel?: string;
  isDisabled?: boolean;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

interface DocumentAction {
  label: keyof DocumentCardLabels;
  icon: LucideIcon;
  variant: ButtonProps['variant'];
  onPress?: () => void;
  className?: string;
}

/**
 * One document category on My Documents: empty with an Upload action, or the uploaded
 * file with its date and View, Update and Delete.
 */
export function DocumentCard({
  title,
  fileName,
  modifiedText,
  emptyText,
  labels,
  onUpload,
  onView,
  onUpdate,
  onDelete,
  isBusy = false,
  busyLabel,
  isDisabled = false,
  headingLevel = 3,
  className,
  ...props
}: DocumentCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const filled = Boolean(fileName);
  const inactive = isBusy || isDisabled;
  const actions: DocumentAction[] = filled
    ? [
        { label: 'view', icon: Eye, variant: 'secondary', onPress: onView },
        { label: 'update', icon: RefreshCw, variant: 'secondary', onPress: onUpdate },
        {
          label: 'delete',
          icon: Trash2,
          variant: 'ghost',
          onPress: onDelete,
          className: styles.delete,
        },
      ]
    : [{ label: 'upload', icon: Upload, variant: 'primary', onPress: onUpload }];

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={isBusy || undefined}
      {...props}
      data-state={filled ? 'filled' : 'empty'}
      data-busy={isBusy || undefined}
      className={clsx(cards.cardSurface, styles.documentCard, className)}
    >
      <div className={styles.main}>
        <span aria-hidden className={clsx(cards.iconTile, styles.icon)}>
          {filled ? <FileText /> : <Upload />}
        </span>
        <div className={styles.text}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {filled ? (
            <>
              <p className={styles.fileName}>{fileName}</p>
              {modifiedText && (
                <p className={styles.meta}>
                  {labels.lastModified} <span className={styles.date}>{modifiedText}</span>
                </p>
              )}
            </>
          ) : (
            emptyText && <p className={styles.meta}>{emptyText}</p>
          )}
        </div>
      </div>

      {isBusy && busyLabel && (
        <p role="status" className={styles.busy}>
          <Spinner size="sm" />
          {busyLabel}
        </p>
      )}

      <div className={styles.actions}>
        {actions.map(({ label, icon: Icon, variant, onPress, className }) => (
          <Button
            key={label}
            size="sm"
            variant={variant}
            className={className}
            onPress={onPress}
            isDisabled={inactive}
            aria-describedby={titleId}
          >
            <Icon aria-hidden className={styles.actionIcon} />
            {labels[label]}
          </Button>
        ))}
      </div>
    </article>
  );
}
