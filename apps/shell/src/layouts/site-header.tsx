import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { hasRole, useSession } from '@marketplace/session';
import { marketsQuery } from '@marketplace/api-client';
import { navLinksFor } from './nav-links';
import styles from './site-header.module.css';

// Logged-in users only: a visitor's page (the prerendered home) never downloads it.
const HeaderAccountMenu = lazy(async () => ({ default: (await import('./header-account-menu')).HeaderAccountMenu }));

/** The brand is a name, the same in every language. */
const brandName = 'Handyhub';

export function SiteHeader() {
  const intl = useIntl();
  const session = useSession();
  const managesMarkets = hasRole(session.user, 'admin') || hasRole(session.user, 'manager');
  const markets = useQuery({ ...marketsQuery(), enabled: managesMarkets });
  const marketNames = Object.fromEntries((markets.data?.markets ?? []).map((market) => [market.id, market.name]));
  const links = navLinksFor(intl, session.user, marketNames);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'shell.header.home', defaultMessage: 'Handyhub home' })} translate="no">
          {brandName}
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'shell.header.main-nav', defaultMessage: 'Main' })} className={styles.nav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          {session.status === 'authenticated' ? (
            <Suspense fallback={<LogInLink hidden />}>
              <HeaderAccountMenu user={session.user} />
            </Suspense>
          ) : (
            // Until the session is known (as in the prerendered page) the link keeps its place,
            // unseen, so nothing moves when it shows.
            <LogInLink hidden={session.status === 'loading'} />
          )}
        </div>
      </div>
    </header>
  );
}

function LogInLink({ hidden }: { hidden: boolean }) {
  if (hidden) {
    return (
      <span className={`${styles.login} ${styles.placeholder}`} aria-hidden="true">
        <FormattedMessage id="shell.header.log-in" defaultMessage="Log in" />
      </span>
    );
  }
  return (
    <Link to="/login" className={styles.login}>
      <FormattedMessage id="shell.header.log-in" defaultMessage="Log in" />
    </Link>
  );
}
