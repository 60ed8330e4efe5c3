import { useState } from 'react';
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
export function PhoneStatus({ account }: { account: Account }) {
  const sendCode = useSendPhoneCode();
  const [sent, setSent] = useState<PendingVerification | null>(null);
  if (!account.phone) return <p className={`${styles.text} ${styles.muted}`}>Add a phone number to get text messages about your jobs.</p>;
  if (account.phoneVerified) {
    return (
      <p className={styles.text}>
        <span {...personalDataProps}>{account.phone}</span> <Badge tone="success">Verified</Badge>
      </p>
    );
  }
  const send = () => sendCode.mutateAsync().then(setSent);
  return (
    <div>
      <p className={styles.text}>
        <span {...personalDataProps}>{account.phone}</span> <Badge tone="warning">Not verified</Badge> — text messages are off until you verify it.
      </p>
      {sent ? (
        <PhoneCodeForm sent={sent} onResend={send} />
      ) : (
        <>
          {sendCode.isError && (
            <Alert tone="danger" title="No code sent">
              {errorMessage(sendCode.error)}
            </Alert>
          )}
          <div className={styles.row}>
            <Button variant="secondary" loading={sendCode.isPending} onClick={() => void send().catch(() => undefined)}>
              Send a code
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function PhoneCodeForm({ sent, onResend }: { sent: PendingVerification; onResend: () => Promise<unknown> }) {
  const verify = useVerifyPhone();
  const { toast } = useToast();
  const submit = async (code: string) => {
    await verify.mutateAsync(code);
    toast({ title: 'Phone verified', description: 'Text messages can go to it from now on.', tone: 'success' });
  };
  return (
    <CodeEntryForm title="Verify your phone" label="Code from the text message" hint={<>We texted a 6-digit code to <span {...personalDataProps}>{sent.sentTo}</span>.</>} submitLabel="Verify phone" onSubmitCode={submit}>
      <ResendCode resendAfter={sent.resendAfter} sentTo={sent.sentTo} onResend={onResend} />
    </CodeEntryForm>
  );
}
