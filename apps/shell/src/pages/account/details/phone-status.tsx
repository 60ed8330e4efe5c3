import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Account, PendingVerification } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { CodeEntryForm, ResendCode } from '@marketplace/account-ui/verification';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { useToast } from '@marketplace/shared-ui/toast';
import { useSendPhoneCode, useVerifyPhone } from '../account-queries';
import styles from '../account-page.module.css';

/** Whether the saved phone is verified; if not, a code by text message proves it. */
const phoneNumber = (chunks: ReactNode[]) => (
  <span {...personalDataProps} translate="no">
    {chunks}
  </span>
);

export function PhoneStatus({ account }: { account: Account }) {
  const intl = useIntl();
  const sendCode = useSendPhoneCode();
  const [sent, setSent] = useState<PendingVerification | null>(null);
  if (!account.phone) {
    return (
      <p className={`${styles.text} ${styles.muted}`}>
        <FormattedMessage id="shell.account.phone.none" defaultMessage="Add a phone number to get text messages about your jobs." />
      </p>
    );
  }
  if (account.phoneVerified) {
    return (
      <p className={styles.text}>
        <span {...personalDataProps} translate="no">
          {account.phone}
        </span>{' '}
        <Badge tone="success">
          <FormattedMessage id="shell.account.phone.verified" defaultMessage="Verified" />
        </Badge>
      </p>
    );
  }
  const send = () => sendCode.mutateAsync().then(setSent);
  return (
    <div>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.account.phone.not-verified"
          defaultMessage="<number>{phone}</number> <badge>Not verified</badge> — text messages are off until you verify it."
          values={{ phone: account.phone, number: phoneNumber, badge: (chunks: ReactNode[]) => <Badge tone="warning">{chunks}</Badge> }}
        />
      </p>
      {sent ? (
        <PhoneCodeForm sent={sent} onResend={send} />
      ) : (
        <>
          {sendCode.isError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'shell.account.phone.no-code', defaultMessage: 'No code sent' })}>
              {errorMessage(sendCode.error)}
            </Alert>
          )}
          <div className={styles.row}>
            <Button variant="secondary" loading={sendCode.isPending} onClick={() => void send().catch(() => undefined)}>
              <FormattedMessage id="shell.account.phone.send-code" defaultMessage="Send a code" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function PhoneCodeForm({ sent, onResend }: { sent: PendingVerification; onResend: () => Promise<unknown> }) {
  const intl = useIntl();
  const verify = useVerifyPhone();
  const { toast } = useToast();
  const submit = async (code: string) => {
    await verify.mutateAsync(code);
    toast({
      title: intl.formatMessage({ id: 'shell.account.phone.verified-toast', defaultMessage: 'Phone verified' }),
      description: intl.formatMessage({ id: 'shell.account.phone.verified-toast-text', defaultMessage: 'Text messages can go to it from now on.' }),
      tone: 'success',
    });
  };
  return (
    <CodeEntryForm
      title={intl.formatMessage({ id: 'shell.account.phone.verify-title', defaultMessage: 'Verify your phone' })}
      label={intl.formatMessage({ id: 'shell.account.phone.code-label', defaultMessage: 'Code from the text message' })}
      hint={
        <FormattedMessage
          id="shell.account.phone.code-hint"
          defaultMessage="We texted a 6-digit code to <number>{sentTo}</number>."
          values={{ sentTo: sent.sentTo, number: phoneNumber }}
        />
      }
      submitLabel={intl.formatMessage({ id: 'shell.account.phone.verify-submit', defaultMessage: 'Verify phone' })}
      onSubmitCode={submit}
    >
      <ResendCode resendAfter={sent.resendAfter} sentTo={sent.sentTo} onResend={onResend} />
    </CodeEntryForm>
  );
}
