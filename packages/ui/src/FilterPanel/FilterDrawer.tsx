import type { ReactNode } from 'react';
import { Drawer } from '../Drawer';
import styles from './FilterPanel.module.css';

export interface FilterDrawerProps {
  title: string;
  closeLabel: string;
  footer?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/** The filters in a drawer, on small screens: FilterPanel fetches this module on first intent. */
export function FilterDrawer({ footer, children, ...props }: FilterDrawerProps) {
  return (
    <Drawer {...props} footer={footer}>
      <div className={styles.body}>{children}</div>
    </Drawer>
  );
}
