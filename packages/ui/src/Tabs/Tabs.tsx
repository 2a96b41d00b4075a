import clsx from 'clsx';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './Tabs.module.css';

export type TabsProps = RACTabsProps;

/**
 * Tabs: a `TabList` of `Tab`s and one `TabPanel` per tab, matched by `id`. Arrow keys move between
 * tabs; on small screens the tab list scrolls sideways.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.tabs, className))}
    />
  );
}

export type TabListProps<T> = RACTabListProps<T>;

/** The row of tabs. Give it an `aria-label` naming the set, e.g. "Candidate status". */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.tabList, className))}
    />
  );
}

export interface TabProps extends RACTabProps {
  /** A count shown in a badge after the label, e.g. the number of candidates in a status. */
  count?: number | string;
}

/** One tab. Its `id` matches the `id` of its `TabPanel`. */
export function Tab({ count, className, children, ...props }: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.tab, className))}
    >
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {count != null && <span className={styles.count}>{count}</span>}
        </>
      ))}
    </RACTab>
  );
}

export type TabPanelProps = RACTabPanelProps;

/** The content shown while its tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.tabPanel, className))}
    />
  );
}
