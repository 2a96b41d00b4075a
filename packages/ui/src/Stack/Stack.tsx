import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Stack.module.css';

/** A step of the spacing scale (`--space-*` in tokens.css). */
export type StackGap = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '12';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** `column` stacks the children top to bottom; `row` lines them up in the reading direction. */
  direction?: 'column' | 'row';
  /** The space between children, a step of the spacing scale. */
  gap?: StackGap;
  /** Where the children sit across the stack (the flex cross axis); by default they stretch. */
  align?: 'start' | 'center' | 'end' | 'baseline';
  /** How the children share the stack's length (the flex main axis). */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Lets a row break onto more lines when its children do not fit. */
  wrap?: boolean;
  /** Which element the stack is, e.g. `section` for a titled part of a page or `ul` for a list. */
  elementType?: 'div' | 'section' | 'header' | 'footer' | 'article' | 'aside' | 'ul' | 'ol' | 'dl';
  children?: ReactNode;
}

/** Lays its children out in a column or a row, with a gap from the spacing scale between them. */
export function Stack({
  direction = 'column',
  gap = '4',
  align,
  justify,
  wrap = false,
  elementType: Element = 'div',
  className,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
      className={clsx(styles.stack, className)}
    />
  );
}
