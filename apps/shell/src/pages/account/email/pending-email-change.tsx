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
  const address = <strong {...personalDataProps}>{newEmail}</strong>;

  const submit = async (code: string) => {
    await confirm.mutateAsync(code);
    toast({ title: 'Email changed', description: 'You now log in with your new address.', tone: 'success' });
  };

  return (
    <div className={styles.stack}>
      <Alert tone="info" title={<>Waiting for confirmation of {address}</>}>
        We sent a 6-digit code to {address}. Enter it here, or open the link in that email. No code? Cancel and ask again.
      </Alert>
      <CodeEntryForm title="Confirm your new email" hint="From the email we sent to the new address." submitLabel="Confirm new email" onSubmitCode={submit} autoFocus={justSent}>
        {cancel.isError && (
          <Alert tone="danger" title="Not cancelled">
            {errorMessage(cancel.error)}
          </Alert>
        )}
      </CodeEntryForm>
      <div>
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel the change
        </Button>
      </div>
    </div>
  );
}
