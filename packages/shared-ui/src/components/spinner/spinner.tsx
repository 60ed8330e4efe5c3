import { classNames } from '../../internal/class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers and shown beside the spinner unless `hideLabel`. */
  label?: string;
  hideLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Loading…', hideLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={classNames(styles.wrapper, className)}>
      <span className={classNames(styles.spinner, styles[size])} aria-hidden="true" />
      <span className={hideLabel ? styles.visuallyHidden : styles.label}>{label}</span>
    </div>
  );
}
