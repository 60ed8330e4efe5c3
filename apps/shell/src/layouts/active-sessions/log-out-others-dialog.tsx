import { useRevokeOtherSessions } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { useToast } from '@marketplace/shared-ui/toast';
import { sessionsText } from './sessions-text';

export interface LogOutOthersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  otherCount: number;
}

/** Asks before logging out every other device: it cannot be undone from here. */
export function LogOutOthersDialog({ open, onOpenChange, otherCount }: LogOutOthersDialogProps) {
  const revokeOthers = useRevokeOtherSessions();
  const { toast } = useToast();
  const confirm = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: (revokedCount) => {
        onOpenChange(false);
        toast({ title: 'Logged out everywhere else', description: `${sessionsText(revokedCount)} ended. You are still logged in here.`, tone: 'success' });
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
      title="Log out everywhere else?"
      description={`${sessionsText(otherCount)} on other devices will end. You stay logged in here.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" loading={revokeOthers.isPending} onClick={confirm}>
            Log out everywhere else
          </Button>
        </>
      }
    >
      {revokeOthers.isError && (
        <Alert tone="danger" title="Nothing was changed">
          We could not reach the service. Please try again.
        </Alert>
      )}
    </Dialog>
  );
}
