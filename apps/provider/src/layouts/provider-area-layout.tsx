import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { NotificationBell } from '@marketplace/account-ui/notifications';
import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from './provider-area-layout.module.css';

const areaLinks = [{ to: '/provider', label: 'Requests & calendar', end: true }];

/** The provider's workspace: its own header and navigation around each provider screen. */
export function ProviderAreaLayout() {
  return (
    <div className={styles.layout} data-layout="provider-area">
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Handyhub
        </Link>
        <span className={styles.badge}>Provider</span>
        <nav aria-label="Provider area" className={styles.nav}>
          {areaLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <NotificationBell />
      </header>
      <main id="main" className={styles.main}>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
