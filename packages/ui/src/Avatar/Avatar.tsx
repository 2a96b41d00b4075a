import clsx from 'clsx';
import { type HTMLAttributes, useState } from 'react';
import styles from './Avatar.module.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
export type AvatarShape = 'circle' | 'square';

/**
 * The initials of a name, upper-cased in the name's own script: "Maria Santos" gives "M", or "MS"
 * with `max` 2. Works on whole characters, so an Arabic or accented name keeps its letters intact.
 */
export function initialsOf(name: string, max = 1): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, Math.max(1, max))
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** CSS pixels of each size (--size-avatar-* in tokens.css), as the image's width and height. */
const PIXELS: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 64, xl: 96 };

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's (or company's) name: its initial is shown when there is no image. */
  name: string;
  /** Image URL. When missing or when it fails to load, the initial of `name` is shown instead. */
  src?: string;
  /**
   * The image's text alternative; defaults to `name`. Pass `""` when the name is already written
   * next to the avatar, so screen readers do not hear it twice.
   */
  alt?: string;
  size?: AvatarSize;
  shape?: AvatarShape;
  /** How many initials the fallback shows: 1 for people, 2 suits company placeholders. */
  maxInitials?: 1 | 2;
}

/** A person's picture, or the initial of their name when there is none. */
export function Avatar({
  name,
  src,
  alt,
  size = 'md',
  shape = 'circle',
  maxInitials = 1,
  className,
  ...props
}: AvatarProps) {
  // Remembers which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const label = alt ?? name;
  const decorative = label === '';
  const showImage = Boolean(src) && src !== failedSrc;

  return (
    <span
      {...props}
      role={showImage || decorative ? undefined : 'img'}
      aria-label={showImage || decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      data-size={size}
      data-shape={shape}
      data-fallback={showImage ? undefined : true}
      className={clsx(styles.avatar, className)}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt={label}
          width={PIXELS[size]}
          height={PIXELS[size]}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden>{initialsOf(name, maxInitials)}</span>
      )}
    </span>
  );
}
