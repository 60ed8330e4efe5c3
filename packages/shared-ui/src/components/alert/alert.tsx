import { classNames } from '../../internal/class-names';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link offered with the message, e.g. "Retry". */
  action?: ReactNode;
  className?: string;
}

/** A message in the page. Warnings and dangers are announced at once (role="alert"). */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={classNames(styles.alert, styles[tone], className)}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.message}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
