import { Suspense, lazy, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { NotificationBell } from '@marketplace/account-ui/notifications';
import styles from './site-header.module.css';

// Only people who open it download the form and its validation.
const ChangePasswordDialog = lazy(async () => ({ default: (await import('./change-password-dialog')).ChangePasswordDialog }));
const ActiveSessionsDialog = lazy(async () => ({ default: (await import('./active-sessions/active-sessions-dialog')).ActiveSessionsDialog }));

/** What a logged-in user has in the header: who they are, their account's actions, the bell, log out. */
export function HeaderAccountMenu({ user }: { user: SessionUser }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const [viewingSessions, setViewingSessions] = useState(false);
  return (
    <>
      <span className={styles.who} data-testid="signed-in-as">
        <FormattedMessage
          id="shell.header.logged-in-as"
          defaultMessage="<label>Logged in as</label> {name}"
          values={{
            label: (chunks) => <span className={styles.whoLabel}>{chunks}</span>,
            name: (
              <span {...personalDataProps} translate="no">
                {user.name}
              </span>
            ),
          }}
        />
      </span>
      <Link to="/account" className={styles.textButton}>
        <FormattedMessage id="shell.header.your-account" defaultMessage="Your account" />
      </Link>
      <button type="button" className={styles.textButton} onClick={() => setChangingPassword(true)}>
        <FormattedMessage id="shell.header.change-password" defaultMessage="Change password" />
      </button>
      <button type="button" className={styles.textButton} onClick={() => setViewingSessions(true)}>
        <FormattedMessage id="shell.header.active-sessions" defaultMessage="Active sessions" />
      </button>
      <Link to="/account/notifications" className={styles.textButton}>
        <FormattedMessage id="shell.header.notification-settings" defaultMessage="Notification settings" />
      </Link>
      <NotificationBell />
      <Link to="/logout" className={styles.login}>
        <FormattedMessage id="shell.header.log-out" defaultMessage="Log out" />
      </Link>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onOpenChange={setChangingPassword} />
        </Suspense>
      )}
      {viewingSessions && (
        <Suspense fallback={null}>
          <ActiveSessionsDialog open onOpenChange={setViewingSessions} />
        </Suspense>
      )}
    </>
  );
}
