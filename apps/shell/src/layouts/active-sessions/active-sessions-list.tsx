import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const text = defineMessages({
  loggedOut: { id: 'shell.sessions.logged-out', defaultMessage: 'Logged out' },
  loggedOutText: { id: 'shell.sessions.logged-out-text', defaultMessage: 'That device is no longer logged in.' },
  alreadyLoggedOut: { id: 'shell.sessions.already-logged-out', defaultMessage: 'Already logged out' },
  alreadyLoggedOutText: { id: 'shell.sessions.already-logged-out-text', defaultMessage: 'That session had already ended.' },
  notLoggedOut: { id: 'shell.sessions.not-logged-out', defaultMessage: 'Not logged out' },
  unreachable: { id: 'shell.sessions.unreachable', defaultMessage: 'We could not reach the service. Please try again.' },
  loading: { id: 'shell.sessions.loading', defaultMessage: 'Loading your sessions…' },
  loadFailed: { id: 'shell.sessions.load-failed', defaultMessage: 'We could not load your sessions' },
  list: { id: 'shell.sessions.list', defaultMessage: 'Your sessions' },
  noOthers: { id: 'shell.sessions.no-others', defaultMessage: 'No other sessions' },
  noOthersText: { id: 'shell.sessions.no-others-text', defaultMessage: 'You are not logged in anywhere else.' },
});

/**
 * Where the user is logged in, with "Log out" per other device and "Log out everywhere else":
 * in the header's dialog and on the account page.
 */
export function ActiveSessionsList({ headingLevel = 3 }: { headingLevel?: HeadingLevel }) {
  const intl = useIntl();
  const sessions = useActiveSessions();
  const revoke = useRevokeSession();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const logOut = (session: ActiveSession) =>
    revoke.mutate(session.id, {
      onSuccess: () => toast({ title: intl.formatMessage(text.loggedOut), description: intl.formatMessage(text.loggedOutText), tone: 'success' }),
      onError: (error) =>
        error instanceof ApiError && error.status === 404
          ? toast({ title: intl.formatMessage(text.alreadyLoggedOut), description: intl.formatMessage(text.alreadyLoggedOutText), tone: 'info' })
          : toast({ title: intl.formatMessage(text.notLoggedOut), description: intl.formatMessage(text.unreachable), tone: 'danger' }),
    });

  if (sessions.isPending) return <Spinner label={intl.formatMessage(text.loading)} />;
  if (sessions.isError) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage(text.loadFailed)}
        action={
          <Button onClick={() => void sessions.refetch()}>
            <FormattedMessage id="shell.sessions.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        <FormattedMessage id="shell.sessions.load-failed-text" defaultMessage="The service did not answer. Nothing was changed." />
      </Alert>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={intl.formatMessage(text.list)}>
        {sessions.data.map((session) => (
          <SessionListItem key={session.id} session={session} timeZone={timeZone} onLogOut={logOut} loggingOut={revoke.isPending && revoke.variables === session.id} />
        ))}
      </ul>
      {others.length === 0 ? (
        <EmptyState headingLevel={headingLevel} title={intl.formatMessage(text.noOthers)} description={intl.formatMessage(text.noOthersText)} />
      ) : (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage id="shell.sessions.log-out-others" defaultMessage="Log out everywhere else" />
          </Button>
        </div>
      )}
      <LogOutOthersDialog open={confirming} onOpenChange={setConfirming} otherCount={others.length} />
    </>
  );
}
