import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { formatRemaining, lastMinuteMs, spokenRemaining } from '../domain/remaining';
import { useRemaining } from '../hooks/use-remaining';
import styles from './hold-countdown.module.css';

export interface HoldCountdownProps {
  /** When the hold runs out (ISO instant). */
  expiresAt: string;
  /** Called once when it runs out (at once if it already has). */
  onExpire?: () => void;
  /**
   * Tells screen readers, politely, when one minute is left and when the hold ran out — and
   * nothing in between. Turn it off for a second countdown on the same page.
   */
  announce?: boolean;
  className?: string;
}

function useOnExpire(expired: boolean, onExpire: (() => void) | undefined) {
  const callback = useRef(onExpire);
  useEffect(() => {
    callback.current = onExpire;
  });
  useEffect(() => {
    if (expired) callback.current?.();
  }, [expired]);
}

/** "We’re holding this time for 9:41": how long the provider stays reserved for the customer. */
export function HoldCountdown({ expiresAt, onExpire, announce = true, className }: HoldCountdownProps) {
  const intl = useIntl();
  const remaining = useRemaining(expiresAt);
  const expired = remaining === 0;
  const lastMinute = remaining <= lastMinuteMs;
  useOnExpire(expired, onExpire);
  const ranOut = intl.formatMessage({ id: 'booking.hold.ran-out', defaultMessage: 'The time we held for you ran out.' });
  const announcement = expired ? ranOut : lastMinute ? intl.formatMessage({ id: 'booking.hold.last-minute', defaultMessage: '1 minute left to book this time.' }) : '';

  return (
    <div className={[styles.countdown, lastMinute && styles.urgent, className].filter(Boolean).join(' ')} data-expired={expired || undefined}>
      {expired ? (
        <p className={styles.text}>{ranOut}</p>
      ) : (
        <p className={styles.text}>
          <span aria-hidden="true">
            <FormattedMessage
              id="booking.hold.holding-for"
              defaultMessage="We’re holding this time for {clock}"
              values={{ clock: <strong className={styles.clock}>{formatRemaining(remaining)}</strong> }}
            />
          </span>
          <VisuallyHidden>
            <FormattedMessage id="booking.hold.holding-for-spoken" defaultMessage="We’re holding this time for {remaining}." values={{ remaining: spokenRemaining(intl, remaining) }} />
          </VisuallyHidden>
        </p>
      )}
      {announce && (
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      )}
    </div>
  );
}
