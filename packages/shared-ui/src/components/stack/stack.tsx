import { classNames } from '../../internal/class-names';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './stack.module.css';

export type StackGap = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; lists keep their semantics (`ul`/`ol` lose their bullets only). */
  as?: 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'form';
  direction?: 'column' | 'row';
  /** A `--space-N` token. */
  gap?: StackGap;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Lets a row wrap onto more lines on narrow screens. */
  wrap?: boolean;
  children?: ReactNode;
}

/** Lays its children out in a column or row with a spacing token between them. */
export function Stack({
  as: Element = 'div',
  direction = 'column',
  gap = 3,
  align,
  justify,
  wrap = false,
  className,
  ...rest
}: StackProps) {
  return (
    <Element
      className={classNames(
        styles.stack,
        styles[direction],
        styles[`gap${gap}`],
        align && styles[`align-${align}`],
        justify && styles[`justify-${justify}`],
        wrap && styles.wrap,
        className,
      )}
      {...rest}
    />
  );
}
