import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { useSession } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { ForbiddenScreen } from './forbidden-screen';
import styles from './require-auth.module.css';

export interface RequireAuthProps {
  /** Who may see the screen once logged in; everyone logged in when omitted. */
  allow?: (user: SessionUser) => boolean;
  children: ReactNode;
}

/** `/login?next=<this page>`: where a logged-out visitor is sent, to come back after logging in. */
export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Guards a screen: a visitor is sent to log in and brought back; a logged-in user without the
 * right sees a 403 screen. The API enforces the same rules; this only spares the round trip.
 */
export function RequireAuth({ allow, children }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  const intl = useIntl();
  if (session.status === 'loading') {
    return (
      <div className={styles.center}>
        <Spinner label={intl.formatMessage({ id: 'session.require-auth.checking', defaultMessage: 'Checking your session…' })} />
      </div>
    );
  }
  if (session.status === 'error') {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'session.require-auth.error-title', defaultMessage: 'We could not check your session' })}
        action={
          <Button onClick={session.retry}>
            <FormattedMessage id="session.require-auth.retry" defaultMessage="Try again" />
          </Button>
        }
      >
        <FormattedMessage id="session.require-auth.error" defaultMessage="The service did not answer. Your work is safe; please try again." />
      </Alert>
    );
  }
  if (session.status === 'anonymous') {
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (allow && !allow(session.user)) return <ForbiddenScreen user={session.user} />;
  return children;
}
