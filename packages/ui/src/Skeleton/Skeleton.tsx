import clsx from 'clsx';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styles from './Skeleton.module.css';

export type SkeletonVariant = 'text' | 'circle' | 'rect';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `text`: lines of text; `circle`: an avatar; `rect`: an image, a card or a control. */
  variant?: SkeletonVariant;
  /** Number of lines for `text`; the last of several is shorter, like a paragraph's. */
  lines?: number;
  /** Width, e.g. `'12rem'`, `'60%'` or a number of pixels. Text and rectangles fill the line by default. */
  inlineSize?: CSSProperties['inlineSize'];
  /** Height of a rectangle, or diameter of a circle. */
  blockSize?: CSSProperties['blockSize'];
  /**
   * Read to screen readers while the content loads, e.g. "Loading candidates...". Omit it when a
   * surrounding `SkeletonGroup` already says so: the shapes themselves are always hidden.
   */
  label?: string;
}

const size = (value: CSSProperties['inlineSize']) =>
  typeof value === 'number' ? `${value}px` : value;

/** A placeholder shape that shimmers while content loads; the shimmer stops under reduced motion. */
export function Skeleton({
  variant = 'text',
  lines = 1,
  inlineSize,
  blockSize,
  label,
  className,
  style,
  ...props
}: SkeletonProps) {
  const shapeStyle = {
    '--skeleton-inline-size': size(inlineSize),
    '--skeleton-block-size': size(blockSize ?? (variant === 'circle' ? inlineSize : undefined)),
  } as CSSProperties;

  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  const shapes = (
    <span aria-hidden className={styles.shapes} data-variant={variant} style={shapeStyle}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={styles.shape}
          data-variant={variant}
          data-last={(count > 1 && index === count - 1) || undefined}
        />
      ))}
    </span>
  );

  return (
    <div
      {...props}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      data-variant={variant}
      className={clsx(styles.skeleton, className)}
      style={style}
    >
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
      {shapes}
    </div>
  );
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Read to screen readers while the content loads, e.g. "Loading candidates...". */
  label: string;
  /** The placeholder layout: `Skeleton`s arranged like the content they stand for. Hidden from screen readers. */
  children: ReactNode;
}

/** A loading placeholder made of several shapes, announced once with its label. */
export function SkeletonGroup({ label, children, className, ...props }: SkeletonGroupProps) {
  return (
    <div {...props} role="status" className={clsx(styles.group, className)}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden className={styles.groupContent}>
        {children}
      </div>
    </div>
  );
}
