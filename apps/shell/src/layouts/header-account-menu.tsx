import { Suspense, lazy, useState } from 'react';
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
        <span className={styles.whoLabel}>Logged in as </span>
        <span {...personalDataProps}>{user.name}</span>
      </span>
      <Link to="/account" className={styles.textButton}>
        Your account
      </Link>
      <button type="button" className={styles.textButton} onClick={() => setChangingPassword(true)}>
        Change password
      </button>
      <button type="button" className={styles.textButton} onClick={() => setViewingSessions(true)}>
        Active sessions
      </button>
      <Link to="/account/notifications" className={styles.textButton}>
        Notification settings
      </Link>
      <NotificationBell />
      <Link to="/logout" className={styles.login}>
        Log out
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
