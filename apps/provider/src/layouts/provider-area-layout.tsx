import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { NotificationBell } from '@marketplace/account-ui/notifications';
import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from './provider-area-layout.module.css';

/** The site's name is a name, not a word: the same in every language. */
const brand = 'Handyhub';

/** The provider's workspace: its own header and navigation around each provider screen. */
export function ProviderAreaLayout() {
  const intl = useIntl();
  return (
    <div className={styles.layout} data-layout="provider-area">
      <header className={styles.header}>
        <Link to="/" className={styles.brand} translate="no">
          {brand}
        </Link>
        <span className={styles.badge}>
          <FormattedMessage id="provider.layout.badge" defaultMessage="Provider" />
        </span>
        <nav aria-label={intl.formatMessage({ id: 'provider.layout.nav', defaultMessage: 'Provider area' })} className={styles.nav}>
          <NavLink to="/provider" end className={({ isActive }) => (isActive ? styles.active : styles.link)}>
            <FormattedMessage id="provider.layout.home-link" defaultMessage="Requests & calendar" />
          </NavLink>
        </nav>
        <NotificationBell />
      </header>
      <main id="main" className={styles.main}>
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'provider.layout.loading', defaultMessage: 'Loading…' })} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
