import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import bars from '../shared/bars.module.css';
import styles from './DashboardShell.module.css';

const itemClass = `${bars.navLink} ${styles.navItem}`;

export interface DashboardNavItem {
  /** Passed to `onNavigate` and compared with `activeItem`. */
  id: string;
  label: string;
  /** Makes the item a link; without it the item is a button calling `onNavigate`. */
  href?: string;
  /** A decorative icon, e.g. `<Users />` from lucide-react. */
  icon?: ReactNode;
  /** Nested items: the item becomes a group that expands to list them (e.g. Positions). */
  items?: DashboardNavItem[];
  /** Shown at the end of an expanded group, e.g. a "Manage Positions" button. */
  groupAction?: ReactNode;
}

interface DashboardNavProps {
  items: DashboardNavItem[];
  activeItem?: string;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Called when an item is chosen, after `onNavigate`; the drawer closes itself here. */
  onChosen?: () => void;
  onNavigate?: (id: string) => void;
}

const containsActive = (item: DashboardNavItem, activeItem?: string): boolean =>
  item.id === activeItem || (item.items ?? []).some((child) => containsActive(child, activeItem));

/** The list of dashboard sections, shared by the sidebar and the drawer. */
export function DashboardNav({
  items,
  activeItem,
  expanded,
  onToggle,
  onChosen,
  onNavigate,
}: DashboardNavProps) {
  const id = useId();

  const leaf = (item: DashboardNavItem, nested: boolean) => {
    const current = item.id === activeItem ? 'page' : undefined;
    const content = (
      <>
        {item.icon != null && (
          <span aria-hidden className={styles.navIcon}>
            {item.icon}
          </span>
        )}
        <span className={styles.navLabel}>{item.label}</span>
      </>
    );
    const choose = () => {
      onNavigate?.(item.id);
      onChosen?.();
    };
    return item.href ? (
      <RACLink
        href={item.href}
        aria-current={current}
        data-nested={nested || undefined}
        className={itemClass}
        onPress={choose}
      >
        {content}
      </RACLink>
    ) : (
      <RACButton
        aria-current={current}
        data-current={current ? true : undefined}
        data-nested={nested || undefined}
        className={itemClass}
        onPress={choose}
      >
        {content}
      </RACButton>
    );
  };

  return (
    <ul className={styles.navList}>
      {items.map((item) => {
        if (!item.items) return <li key={item.id}>{leaf(item, false)}</li>;
        const isExpanded = expanded.has(item.id);
        const listId = `${id}-${item.id}`;
        return (
          <li key={item.id}>
            <RACButton
              aria-expanded={isExpanded}
              aria-controls={listId}
              data-has-current={containsActive(item, activeItem) || undefined}
              className={itemClass}
              onPress={() => onToggle(item.id)}
            >
              {item.icon != null && (
                <span aria-hidden className={styles.navIcon}>
                  {item.icon}
                </span>
              )}
              <span className={styles.navLabel}>{item.label}</span>
              <ChevronDown aria-hidden className={styles.groupChevron} />
            </RACButton>
            <ul id={listId} hidden={!isExpanded} className={styles.subList}>
              {item.items.map((child) => (
                <li key={child.id}>{leaf(child, true)}</li>
              ))}
              {item.groupAction != null && (
                <li className={styles.groupAction}>{item.groupAction}</li>
              )}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export { containsActive };
