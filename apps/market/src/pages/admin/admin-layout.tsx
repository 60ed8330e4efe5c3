import { Suspense } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { AdminsOnly } from '../../features/access/components/admins-only';
import styles from './admin-layout.module.css';

interface AdminLink {
  to: string;
  label: MessageDescriptor & { defaultMessage: string };
  /** Whether this link is the page shown (Outbox and Dead letters share a path: the status tells). */
  current: (pathname: string, status: string | null) => boolean;
}

const labels = defineMessages({
  overview: { id: 'market.admin-nav.overview', defaultMessage: 'Overview' },
  markets: { id: 'market.admin-nav.markets', defaultMessage: 'Markets' },
  services: { id: 'market.admin-nav.services', defaultMessage: 'Services' },
  people: { id: 'market.admin-nav.people', defaultMessage: 'People' },
  securityLog: { id: 'market.admin-nav.security-log', defaultMessage: 'Security log' },
  outbox: { id: 'market.admin-nav.outbox', defaultMessage: 'Outbox' },
  deadLetters: { id: 'market.admin-nav.dead-letters', defaultMessage: 'Dead letters' },
});

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
export const adminLinks: AdminLink[] = [
  { to: '/admin', label: labels.overview, current: (pathname) => pathname === '/admin' || pathname === '/admin/' },
  { to: '/admin/markets', label: labels.markets, current: under('/admin/markets') },
  { to: '/admin/services', label: labels.services, current: under('/admin/services') },
  { to: '/admin/people', label: labels.people, current: under('/admin/people') },
  { to: '/admin/security-log', label: labels.securityLog, current: under('/admin/security-log') },
  { to: '/admin/notifications', label: labels.outbox, current: (pathname, status) => under('/admin/notifications')(pathname) && status !== 'dead' },
  { to: '/admin/notifications?status=dead', label: labels.deadLetters, current: (pathname, status) => under('/admin/notifications')(pathname) && status === 'dead' },
];

/** Every /admin page (admins only): the admin navigation above the page, inside the site layout. */
export default function AdminLayout() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const status = new URLSearchParams(search).get('status');
  return (
    <AdminsOnly>
      <div className={styles.layout}>
        <nav aria-label={intl.formatMessage({ id: 'market.admin-nav.label', defaultMessage: 'Admin' })} className={styles.nav}>
          <ul>
            {adminLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={link.current(pathname, status) ? 'page' : undefined} className={styles.link}>
                  <FormattedMessage {...link.label} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'market.admin-nav.loading', defaultMessage: 'Loading…' })} />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </AdminsOnly>
  );
}
