import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Account } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { ChangeEmailForm } from './change-email-form';
import { PendingEmailChange } from './pending-email-change';
import styles from '../account-page.module.css';

/** The address they log in with; a new one counts only once its code (or link) is used. */
export function EmailSection({ account }: { account: Account }) {
  const intl = useIntl();
  const [step, setStep] = useState<'idle' | 'changing' | 'sent'>('idle');
  return (
    <Card as="section" title={intl.formatMessage({ id: 'shell.account.email.title', defaultMessage: 'Email' })}>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.account.email.current"
          defaultMessage="You log in with <address>{email}</address>, and we send everything there."
          values={{
            email: account.email,
            address: (chunks) => (
              <strong {...personalDataProps} translate="no">
                {chunks}
              </strong>
            ),
          }}
        />
      </p>
      {account.pendingEmail ? (
        <PendingEmailChange newEmail={account.pendingEmail} justSent={step === 'sent'} />
      ) : step === 'changing' ? (
        <ChangeEmailForm onSent={() => setStep('sent')} onCancel={() => setStep('idle')} />
      ) : (
        <Button variant="secondary" onClick={() => setStep('changing')}>
          <FormattedMessage id="shell.account.email.change" defaultMessage="Change email" />
        </Button>
      )}
    </Card>
  );
}
