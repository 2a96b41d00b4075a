import clsx from 'clsx';
import { Link as RACLink } from 'react-aria-components';
import bars from '../shared/bars.module.css';
import styles from './NavBar.module.css';
import type { NavBarLink } from './types';

interface NavLinksProps {
  links: NavBarLink[];
  activeHref?: string;
  /** Called when a link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
}

/** The navigation links, in the bar and in the drawer; the current page's is marked. */
export function NavLinks({ links, activeHref, onNavigate }: NavLinksProps) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <RACLink
            href={link.href}
            aria-current={link.href === activeHref ? 'page' : undefined}
            className={clsx(bars.navLink, styles.link)}
            onPress={onNavigate}
          >
            {link.label}
          </RACLink>
        </li>
      ))}
    </ul>
  );
}
