import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { timeLeftText, type AnswerWindow } from '../domain/time-to-answer';
import styles from './provider-jobs.module.css';

/**
 * "Answer within 14 min": ticking for the eye, while screen readers get the deadline itself
 * (which does not change), so nothing is read out every second.
 */
export function AnswerCountdown({ window, respondBy, timeZone }: { window: AnswerWindow; respondBy: string; timeZone: string }) {
  if (window.state === 'passed') return <p className={styles.countdownPassed}>The time to answer has passed.</p>;
  return (
    <p className={window.state === 'urgent' ? styles.countdownUrgent : styles.countdown} data-urgent={window.state === 'urgent' || undefined}>
      <span aria-hidden="true">
        {window.state === 'urgent' ? 'Answer soon: ' : 'Answer within '}
        <strong className={styles.clock}>{timeLeftText(window.leftMs)}</strong>
      </span>
      <VisuallyHidden>
        {window.state === 'urgent' ? 'Answer soon, by ' : 'Answer by '}
        <DateTime value={respondBy} timeZone={timeZone} format="time" showTimeZone />
      </VisuallyHidden>
    </p>
  );
}
