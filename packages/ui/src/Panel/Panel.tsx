import clsx from 'clsx';
import { Stack, type StackProps } from '../Stack';
import styles from './Panel.module.css';

export interface PanelProps extends StackProps {
  /** The inner spacing, a step of the spacing scale. */
  padding?: '4' | '5' | '6';
}

/**
 * A bordered, rounded surface holding one part of a page, e.g. a chart with its title. It lays its
 * children out as a `Stack` does.
 */
export function Panel({ padding = '5', className, ...props }: PanelProps) {
  return <Stack {...props} data-padding={padding} className={clsx(styles.panel, className)} />;
}
