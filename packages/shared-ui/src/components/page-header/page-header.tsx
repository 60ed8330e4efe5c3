import { classNames } from '../../internal/class-names';
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  description?: ReactNode;
  /** Page-level buttons or links, shown beside the title on wide screens and below it on narrow ones. */
  actions?: ReactNode;
  /** Shown above the title, e.g. a back link or breadcrumbs. */
  before?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, actions, before, className }: PageHeaderProps) {
  return (
    <header className={classNames(styles.header, className)}>
      {before && <div className={styles.before}>{before}</div>}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
