import { classNames } from '../../internal/class-names';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './step-progress.module.css';

export type StepStatus = 'complete' | 'current' | 'upcoming';

export interface ProgressStep {
  id: string;
  label: string;
  /** Where the step lives; a step with an href (other than the current one) becomes a link. */
  href?: string;
  status: StepStatus;
}

export interface StepProgressProps {
  steps: readonly ProgressStep[];
  /** Renders the link of a reachable step, e.g. `(step, children) => <Link to={step.href!}>{children}</Link>`. Plain `<a href>` otherwise. */
  renderLink?: (step: ProgressStep, children: ReactNode) => ReactNode;
  /** The compact line shown on narrow screens instead of the list ("Step 2 of 4: <label>" by default). */
  formatCompact?: (position: number, total: number, label: ReactNode) => ReactNode;
  /** Read after the label of a completed step ("(complete)" by default). */
  completeLabel?: ReactNode;
  className?: string;
}

/**
 * The steps of a multi-step flow as an ordered list; the current step has aria-current="step".
 * It renders no landmark: wrap it in `<nav aria-label="…">` when its steps are links.
 */
export function StepProgress({
  steps,
  renderLink,
  formatCompact = (position, total, label) => (
    <FormattedMessage id="shared-ui.step-progress.compact" defaultMessage="Step {position, number} of {total, number}: <strong>{label}</strong>" values={{ position, total, label }} />
  ),
  completeLabel = <FormattedMessage id="shared-ui.step-progress.complete" defaultMessage="(complete)" />,
  className,
}: StepProgressProps) {
  const currentIndex = steps.findIndex((step) => step.status === 'current');
  const current = steps[currentIndex];
  return (
    <div className={classNames(styles.stepProgress, className)}>
      {current && (
        <div className={styles.compact}>
          <p className={styles.compactText}>
            {formatCompact(currentIndex + 1, steps.length, current.label)}
          </p>
          <div className={styles.bar} aria-hidden="true">
            <div className={styles.barFill} style={{ width: `${((currentIndex + 1) / steps.length) * 100}%` }} />
          </div>
        </div>
      )}
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const content = (
            <span className={styles.item}>
              <span className={styles.marker} aria-hidden="true">
                {step.status === 'complete' ? '✓' : index + 1}
              </span>
              <span className={styles.label}>{step.label}</span>
              {step.status === 'complete' && <VisuallyHidden> {completeLabel}</VisuallyHidden>}
            </span>
          );
          const linked = step.href !== undefined && step.status !== 'current';
          return (
            <li key={step.id} className={classNames(styles.step, styles[step.status])} aria-current={step.status === 'current' ? 'step' : undefined}>
              {linked ? (renderLink ? renderLink(step, content) : <a href={step.href}>{content}</a>) : content}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
