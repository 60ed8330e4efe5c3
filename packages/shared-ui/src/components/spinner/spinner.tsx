import { useIntl } from 'react-intl';
import { classNames } from '../../internal/class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers and shown beside the spinner unless `hideLabel` ("Loading…" by default). */
  label?: string;
  hideLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, hideLabel = false, size = 'md', className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className={classNames(styles.wrapper, className)}>
      <span className={classNames(styles.spinner, styles[size])} aria-hidden="true" />
      <span className={hideLabel ? styles.visuallyHidden : styles.label}>{label ?? intl.formatMessage({ id: 'shared-ui.spinner.loading', defaultMessage: 'Loading…' })}</span>
    </div>
  );
}
