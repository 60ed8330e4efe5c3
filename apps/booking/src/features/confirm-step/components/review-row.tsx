import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { personalDataProps } from '@marketplace/error-reporting';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import type { ReviewPart } from './booking-review';
import styles from './confirm-step.module.css';

export interface ReviewRowProps {
  label: string;
  /** Which part this is: names the change link for screen readers ("Change address"). */
  part: ReviewPart;
  /** The step where this part is changed. */
  changePath: string;
  children: ReactNode;
  /** The value is personal data (address, contact, job details): masked in session replay. */
  personal?: boolean;
}

/** One part of the booking in the review, with a link back to the step that asks for it. */
export function ReviewRow({ label, part, changePath, children, personal = false }: ReviewRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value} {...(personal ? personalDataProps : {})}>
        {children}
      </dd>
      <dd className={styles.change}>
        <Link to={changePath}>
          <FormattedMessage
            id="booking.review.change"
            defaultMessage="Change<hidden> {part, select, services {services} time {time} provider {provider} address {address} jobInfo {job details} other {contact}}</hidden>"
            values={{ part, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
          />
        </Link>
      </dd>
    </div>
  );
}
