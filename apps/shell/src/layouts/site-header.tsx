import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { personalDataProps } from '@marketplace/error-reporting';
import { hasRole, marketsQuery, NotificationBell, useSession } from '@marketplace/session';
import { navLinksFor } from './nav-links';

// Only people who open it download the form and its validation.
const ChangePasswordDialog = lazy(async () => ({ default: (await import('./change-password-dialog')).ChangePasswordDialog }));
const ActiveSessionsDialog = lazy(async () => ({ default: (await import('./active-sessions/active-sessions-dialog')).ActiveSessionsDialog }));
import styles from './site-header.module.css';

export function SiteHeader() {
  const session = useSession();
  const managesMarkets = hasRole(session.user, 'admin') || hasRole(session.user, 'manager');
  const markets = useQuery({ ...marketsQuery(), enabled: managesMarkets });
  const marketNames = Object.fromEntries((markets.data?.markets ?? []).map((market) => [market.id, market.name]));
  const links = navLinksFor(session.user, marketNames);
  const [changingPassword, setChangingPassword] = useState(false);
  const [viewingSessions, setViewingSessions] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Handyhub home">
          Handyhub
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          {session.status === 'authenticated' ? (
            <>
              <span className={styles.who} data-testid="signed-in-as">
                <span className={styles.whoLabel}>Logged in as </span>
                <span {...personalDataProps}>{session.user.name}</span>
              </span>
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
          ) : (
            session.status !== 'loading' && (
              <Link to="/login" className={styles.login}>
                Log in
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}
