import { classNames } from '../../internal/class-names';
import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label. The text carries the meaning; the tone only reinforces it. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={classNames(styles.badge, styles[tone], className)} {...rest} />;
}
