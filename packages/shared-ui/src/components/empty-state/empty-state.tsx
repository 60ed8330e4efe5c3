import { classNames } from '../../internal/class-names';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** What the user can do next, e.g. a Button or a link. */
  action?: ReactNode;
  /** A decorative picture; it is hidden from assistive technology. */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** Says a list or page has nothing to show yet, and what to do about it. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames(styles.emptyState, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <div className={styles.description}>{description}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
