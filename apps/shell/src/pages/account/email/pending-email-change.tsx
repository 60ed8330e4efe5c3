import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { CodeEntryForm } from '@marketplace/account-ui/verification';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useToast } from '@marketplace/shared-ui/toast';
import { useCancelEmailChange, useConfirmEmailChange } from '../account-queries';
import styles from '../account-page.module.css';

/** A new address waiting for its code: enter it here (or open the email's link), or cancel. */
export function PendingEmailChange({ newEmail, justSent }: { newEmail: string; justSent: boolean }) {
  const confirm = useConfirmEmailChange();
  const cancel = useCancelEmailChange();
  const { toast } = useToast();
  const intl = useIntl();
  const values = {
    email: newEmail,
    address: (chunks: ReactNode[]) => (
      <strong {...personalDataProps} translate="no">
        {chunks}
      </strong>
    ),
  };

  const submit = async (code: string) => {
    await confirm.mutateAsync(code);
    toast({
      title: intl.formatMessage({ id: 'shell.account.email.changed', defaultMessage: 'Email changed' }),
      description: intl.formatMessage({ id: 'shell.account.email.changed-text', defaultMessage: 'You now log in with your new address.' }),
      tone: 'success',
    });
  };

  return (
    <div className={styles.stack}>
      <Alert
        tone="info"
        title={<FormattedMessage id="shell.account.email.waiting" defaultMessage="Waiting for confirmation of <address>{email}</address>" values={values} />}
      >
        <FormattedMessage
          id="shell.account.email.waiting-text"
          defaultMessage="We sent a 6-digit code to <address>{email}</address>. Enter it here, or open the link in that email. No code? Cancel and ask again."
          values={values}
        />
      </Alert>
      <CodeEntryForm
        title={intl.formatMessage({ id: 'shell.account.email.confirm-title', defaultMessage: 'Confirm your new email' })}
        hint={intl.formatMessage({ id: 'shell.account.email.confirm-hint', defaultMessage: 'From the email we sent to the new address.' })}
        submitLabel={intl.formatMessage({ id: 'shell.account.email.confirm-submit', defaultMessage: 'Confirm new email' })}
        onSubmitCode={submit}
        autoFocus={justSent}
      >
        {cancel.isError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'shell.account.email.not-cancelled', defaultMessage: 'Not cancelled' })}>
            {errorMessage(cancel.error)}
          </Alert>
        )}
      </CodeEntryForm>
      <div>
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          <FormattedMessage id="shell.account.email.cancel-change" defaultMessage="Cancel the change" />
        </Button>
      </div>
    </div>
  );
}
