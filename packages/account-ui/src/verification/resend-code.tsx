import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { formatWait } from './countdown';
import { useCountdown } from './use-countdown';
import styles from './verification.module.css';

export interface ResendCodeProps {
  /** When the API allows another code (its `resendAfter`): until then the button counts down. */
  resendAfter: string;
  /** Where codes go (an address or a number), for the "sent" message. */
  sentTo: string;
  onResend: () => Promise<unknown>;
  /** Other actions on the same row ("Use a different email"). */
  children?: ReactNode;
}

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/** "Send a new code": disabled with a countdown until another may be asked for, then says how it went. */
export function ResendCode({ resendAfter, sentTo, onResend, children }: ResendCodeProps) {
  const intl = useIntl();
  const wait = useCountdown(resendAfter);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      await onResend();
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" disabled={wait > 0} loading={sending} onClick={() => void resend()}>
          {wait > 0 ? (
            <FormattedMessage id="account-ui.resend-code.wait" defaultMessage="Send a new code ({wait})" values={{ wait: formatWait(wait) }} />
          ) : (
            <FormattedMessage id="account-ui.resend-code.send" defaultMessage="Send a new code" />
          )}
        </Button>
        {children}
      </div>
      {outcome?.kind === 'sent' && (
        <p role="status" className={styles.status}>
          <FormattedMessage
            id="account-ui.resend-code.sent"
            defaultMessage="We sent a new code to <to>{sentTo}</to>."
            values={{
              sentTo,
              to: (chunks) => (
                <span {...personalDataProps} translate="no">
                  {chunks}
                </span>
              ),
            }}
          />
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'account-ui.resend-code.failed', defaultMessage: 'No new code sent' })}>
          {outcome.message}
        </Alert>
      )}
    </>
  );
}
