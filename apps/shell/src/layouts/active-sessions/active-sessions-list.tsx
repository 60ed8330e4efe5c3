import { useState } from 'react';
import type { ActiveSession } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { useActiveSessions, useRevokeSession } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import type { HeadingLevel } from '@marketplace/shared-ui/card';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { LogOutOthersDialog } from './log-out-others-dialog';
import { SessionListItem } from './session-list-item';
import styles from './active-sessions.module.css';

/** Times are shown in the reader's own zone: a session is about their devices, not a market. */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Where the user is logged in, with "Log out" per other device and "Log out everywhere else":
 * in the header's dialog and on the account page.
 */
export function ActiveSessionsList({ headingLevel = 3 }: { headingLevel?: HeadingLevel }) {
  const sessions = useActiveSessions();
  const revoke = useRevokeSession();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const logOut = (session: ActiveSession) =>
    revoke.mutate(session.id, {
      onSuccess: () => toast({ title: 'Logged out', description: 'That device is no longer logged in.', tone: 'success' }),
      onError: (error) =>
        error instanceof ApiError && error.status === 404
          ? toast({ title: 'Already logged out', description: 'That session had already ended.', tone: 'info' })
          : toast({ title: 'Not logged out', description: 'We could not reach the service. Please try again.', tone: 'danger' }),
    });

  if (sessions.isPending) return <Spinner label="Loading your sessions…" />;
  if (sessions.isError) {
    return (
      <Alert tone="danger" title="We could not load your sessions" action={<Button onClick={() => void sessions.refetch()}>Try again</Button>}>
        The service did not answer. Nothing was changed.
      </Alert>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Your sessions">
        {sessions.data.map((session) => (
          <SessionListItem key={session.id} session={session} timeZone={timeZone} onLogOut={logOut} loggingOut={revoke.isPending && revoke.variables === session.id} />
        ))}
      </ul>
      {others.length === 0 ? (
        <EmptyState headingLevel={headingLevel} title="No other sessions" description="You are not logged in anywhere else." />
      ) : (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Log out everywhere else
          </Button>
        </div>
      )}
      <LogOutOthersDialog open={confirming} onOpenChange={setConfirming} otherCount={others.length} />
    </>
  );
}
