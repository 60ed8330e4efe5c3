import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { personalDataProps } from '@marketplace/error-reporting';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import styles from './confirm-step.module.css';

export interface ReviewRowProps {
  label: string;
  /** The step where this part is changed. */
  changePath: string;
  children: ReactNode;
  /** The value is personal data (address, contact, job details): masked in session replay. */
  personal?: boolean;
}

/** One part of the booking in the review, with a link back to the step that asks for it. */
export function ReviewRow({ label, changePath, children, personal = false }: ReviewRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value} {...(personal ? personalDataProps : {})}>
        {children}
      </dd>
      <dd className={styles.change}>
        <Link to={changePath}>
          Change<VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
        </Link>
      </dd>
    </div>
  );
}
