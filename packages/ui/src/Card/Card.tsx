import clsx from 'clsx';
import { type HTMLAttributes, type ReactNode } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import styles from './Card.module.css';

export type CardVariant = 'elevated' | 'outlined';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading. When the card is pressable, the heading carries the link or button. */
  title?: ReactNode;
  /** The heading level of `title`; 3 suits a card in a section titled by an h2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Content beside the title, e.g. a status badge or a menu. */
  header?: ReactNode;
  /** Edge-to-edge content above everything else, e.g. a photo. */
  media?: ReactNode;
  /** Content below the body, e.g. actions. */
  footer?: ReactNode;
  children?: ReactNode;
  variant?: CardVariant;
  /** Inner spacing: `none` leaves the layout to the children. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Makes the whole card a link to this address (through the app's RouterProvider). */
  href?: RACLinkProps['href'];
  /** Link options passed to the router, e.g. `{ replace: true }`. */
  routerOptions?: RACLinkProps['routerOptions'];
  /** Makes the whole card a button, when there is no `href`. */
  onPress?: RACButtonProps['onPress'];
  /**
   * The accessible name of the card's link or button when there is no `title`, or when the title
   * alone would not say where it goes.
   */
  actionLabel?: string;
  /** Which element the card is: `li` in a list of cards, `article` for self-contained content. */
  elementType?: 'div' | 'article' | 'section' | 'li';
}

/**
 * A surface grouping related content: optional media, header with title, body and footer.
 *
 * With `href` or `onPress` the whole card is pressable. The link (or button) sits on the title, and
 * stretches over the card, so screen readers hear one short name, while buttons and links in the
 * header and footer stay pressable on their own.
 */
export function Card({
  title,
  headingLevel = 3,
  header,
  media,
  footer,
  children,
  variant = 'elevated',
  padding = 'md',
  href,
  routerOptions,
  onPress,
  actionLabel,
  elementType: Element = 'div',
  className,
  ...props
}: CardProps) {
  const pressable = href !== undefined || onPress !== undefined;
  const Heading = `h${headingLevel}` as const;

  let action: ReactNode = null;
  if (href !== undefined) {
    action = (
      <RACLink
        className={styles.action}
        href={href}
        routerOptions={routerOptions}
        aria-label={actionLabel}
      >
        {title}
      </RACLink>
    );
  } else if (onPress) {
    action = (
      <RACButton className={styles.action} onPress={onPress} aria-label={actionLabel}>
        {title}
      </RACButton>
    );
  }

  const hasHeader = title !== undefined || header !== undefined;

  return (
    <Element
      {...props}
      data-variant={variant}
      data-padding={padding}
      data-pressable={pressable || undefined}
      className={clsx(styles.card, className)}
    >
      {media && <div className={styles.media}>{media}</div>}
      {hasHeader && (
        <div className={styles.header}>
          {title !== undefined && <Heading className={styles.title}>{action ?? title}</Heading>}
          {header && <div className={styles.headerExtra}>{header}</div>}
        </div>
      )}
      {title === undefined && action}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
