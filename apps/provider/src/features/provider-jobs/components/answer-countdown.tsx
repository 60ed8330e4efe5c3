import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { timeLeftText, type AnswerWindow } from '../domain/time-to-answer';
import styles from './provider-jobs.module.css';

/**
 * "Answer within 14 min": ticking for the eye, while screen readers get the deadline itself
 * (which does not change), so nothing is read out every second.
 */
export function AnswerCountdown({ window, respondBy, timeZone }: { window: AnswerWindow; respondBy: string; timeZone: string }) {
  const intl = useIntl();
  if (window.state === 'passed') {
    return (
      <p className={styles.countdownPassed}>
        <FormattedMessage id="provider.request.answer-passed" defaultMessage="The time to answer has passed." />
      </p>
    );
  }
  const urgent = window.state === 'urgent';
  const left = timeLeftText(window.leftMs, intl);
  const clock = (chunks: ReactNode[]) => <strong className={styles.clock}>{chunks}</strong>;
  const time = <DateTime value={respondBy} timeZone={timeZone} format="time" showTimeZone />;
  return (
    <p className={urgent ? styles.countdownUrgent : styles.countdown} data-urgent={urgent || undefined}>
      <span aria-hidden="true">
        {urgent ? (
          <FormattedMessage id="provider.request.answer-soon" defaultMessage="Answer soon: <clock>{left}</clock>" values={{ left, clock }} />
        ) : (
          <FormattedMessage id="provider.request.answer-within" defaultMessage="Answer within <clock>{left}</clock>" values={{ left, clock }} />
        )}
      </span>
      <VisuallyHidden>
        {urgent ? (
          <FormattedMessage id="provider.request.answer-soon-by" defaultMessage="Answer soon, by {time}" values={{ time }} />
        ) : (
          <FormattedMessage id="provider.request.answer-by" defaultMessage="Answer by {time}" values={{ time }} />
        )}
      </VisuallyHidden>
    </p>
  );
}
