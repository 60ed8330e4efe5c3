import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { previousStep, stepPath, type BookingStepId } from '../domain/steps';
import styles from './step-actions.module.css';

export interface StepActionsProps {
  step: BookingStepId;
  /** The step's form is being checked or sent: Next shows it and ignores clicks. */
  pending?: boolean;
  /** Next's words (default "Next"). */
  nextLabel?: ReactNode;
  /** Shown above the buttons on phones, where the summary has no column of its own. */
  summary?: ReactNode;
}

/** Back and Next at the bottom of a step; Next submits the step's form (it sits inside it). */
export function StepActions({ step, pending = false, nextLabel, summary }: StepActionsProps) {
  const back = previousStep(step);
  return (
    <div className={styles.footer}>
      {summary && <div className={styles.summary}>{summary}</div>}
      <div className={styles.actions}>
        {back && (
          <Button asChild variant="secondary" size="lg">
            <Link to={stepPath(back)}>
              <FormattedMessage id="booking.step-actions.back" defaultMessage="Back" />
            </Link>
          </Button>
        )}
        <Button type="submit" size="lg" loading={pending} className={styles.next}>
          {nextLabel ?? <FormattedMessage id="booking.step-actions.next" defaultMessage="Next" />}
        </Button>
      </div>
    </div>
  );
}
