import { useIntl } from 'react-intl';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { ActiveSessionsList } from './active-sessions-list';

/** The header's "Active sessions": the list of devices in a dialog. */
export function ActiveSessionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={intl.formatMessage({ id: 'shell.sessions.dialog.title', defaultMessage: 'Active sessions' })}
      description={intl.formatMessage({ id: 'shell.sessions.dialog.description', defaultMessage: 'The devices where you are logged in.' })}
    >
      <ActiveSessionsList />
    </Dialog>
  );
}
