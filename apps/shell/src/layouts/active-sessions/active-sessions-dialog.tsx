import { Dialog } from '@marketplace/shared-ui/dialog';
import { ActiveSessionsList } from './active-sessions-list';

/** The header's "Active sessions": the list of devices in a dialog. */
export function ActiveSessionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title="Active sessions" description="The devices where you are logged in.">
      <ActiveSessionsList />
    </Dialog>
  );
}
