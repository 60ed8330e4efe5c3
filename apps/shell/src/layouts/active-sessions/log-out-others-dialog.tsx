import { FormattedMessage, useIntl } from 'react-intl';
import { useRevokeOtherSessions } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { useToast } from '@marketplace/shared-ui/toast';

export interface LogOutOthersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  otherCount: number;
}

/** Asks before logging out every other device: it cannot be undone from here. */
export function LogOutOthersDialog({ open, onOpenChange, otherCount }: LogOutOthersDialogProps) {
  const intl = useIntl();
  const revokeOthers = useRevokeOtherSessions();
  const { toast } = useToast();
  const confirm = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: (revokedCount) => {
        onOpenChange(false);
        toast({
          title: intl.formatMessage({ id: 'shell.sessions.others-logged-out', defaultMessage: 'Logged out everywhere else' }),
          description: intl.formatMessage(
            {
              id: 'shell.sessions.others-logged-out-text',
              defaultMessage: '{count, plural, one {# session} other {# sessions}} ended. You are still logged in here.',
            },
            { count: revokedCount },
          ),
          tone: 'success',
        });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) revokeOthers.reset();
        onOpenChange(next);
      }}
      role="alertdialog"
      size="sm"
      title={intl.formatMessage({ id: 'shell.sessions.confirm.title', defaultMessage: 'Log out everywhere else?' })}
      description={intl.formatMessage(
        {
          id: 'shell.sessions.confirm.description',
          defaultMessage: '{count, plural, one {# session} other {# sessions}} on other devices will end. You stay logged in here.',
        },
        { count: otherCount },
      )}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="shell.sessions.confirm.cancel" defaultMessage="Cancel" />
          </Button>
          <Button variant="danger" loading={revokeOthers.isPending} onClick={confirm}>
            <FormattedMessage id="shell.sessions.log-out-others" defaultMessage="Log out everywhere else" />
          </Button>
        </>
      }
    >
      {revokeOthers.isError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'shell.sessions.confirm.failed', defaultMessage: 'Nothing was changed' })}>
          <FormattedMessage id="shell.sessions.unreachable" defaultMessage="We could not reach the service. Please try again." />
        </Alert>
      )}
    </Dialog>
  );
}
