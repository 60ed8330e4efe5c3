import { useState } from 'react';
import type { Account } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { ChangeEmailForm } from './change-email-form';
import { PendingEmailChange } from './pending-email-change';
import styles from '../account-page.module.css';

/** The address they log in with; a new one counts only once its code (or link) is used. */
export function EmailSection({ account }: { account: Account }) {
  const [step, setStep] = useState<'idle' | 'changing' | 'sent'>('idle');
  return (
    <Card as="section" title="Email">
      <p className={styles.text}>
        You log in with <strong {...personalDataProps}>{account.email}</strong>, and we send everything there.
      </p>
      {account.pendingEmail ? (
        <PendingEmailChange newEmail={account.pendingEmail} justSent={step === 'sent'} />
      ) : step === 'changing' ? (
        <ChangeEmailForm onSent={() => setStep('sent')} onCancel={() => setStep('idle')} />
      ) : (
        <Button variant="secondary" onClick={() => setStep('changing')}>
          Change email
        </Button>
      )}
    </Card>
  );
}
