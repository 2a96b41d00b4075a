import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  type DisclosureProps,
  Heading,
  composeRenderProps,
} from 'react-aria-components';
import styles from './Accordion.module.css';

export type AccordionProps = DisclosureGroupProps;

/**
 * A list of expandable sections, e.g. the FAQ. One section is open at a time unless
 * `allowsMultipleExpanded`; `defaultExpandedKeys` opens some at first.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.accordion, className))}
    />
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children'> {
  /** The question or section title, always visible; pressing it expands the section. */
  title: ReactNode;
  /** The heading level wrapping the title, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The answer or section content. */
  children: ReactNode;
}

/** One expandable section of an `Accordion`. Give it an `id` to control it by key. */
export function AccordionItem({
  title,
  headingLevel = 3,
  className,
  children,
  ...props
}: AccordionItemProps) {
  return (
    <Disclosure
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.item, className))}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <ChevronDown aria-hidden className={styles.chevron} />
        </RACButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.body}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
