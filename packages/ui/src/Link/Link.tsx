import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import {
  Link as RACLink,
  type LinkProps as RACLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './Link.module.css';

export type LinkVariant = 'inline' | 'standalone';

export interface LinkProps extends RACLinkProps {
  /**
   * `inline` (default): underlined, inside running text. `standalone`: bolder and underlined only
   * on hover, for links that stand on their own ("Explore All Profiles", footer links).
   */
  variant?: LinkVariant;
  /** Adds a trailing arrow (it points left in Arabic), e.g. "Explore All Profiles →". */
  showArrow?: boolean;
}

/**
 * A link, on react-aria-components' Link. Client-side navigation goes through the app's
 * `RouterProvider`: pass an `href` and the router handles the press.
 */
export function Link({
  variant = 'inline',
  showArrow = false,
  className,
  children,
  ...props
}: LinkProps) {
  return (
    <RACLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (className) => clsx(styles.link, className))}
    >
      {composeRenderProps(children, (children) =>
        showArrow ? (
          <>
            {children}
            <ArrowRight aria-hidden className={styles.arrow} />
          </>
        ) : (
          children
        ),
      )}
    </RACLink>
  );
}
