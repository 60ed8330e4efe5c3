import { classNames } from '../../internal/class-names';
import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only: hidden on screen, still read and still in the accessibility tree. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={classNames(styles.visuallyHidden, className)} {...rest} />;
}
