import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { AdminsOnly } from '../../features/access/components/admins-only';
import styles from './admin-layout.module.css';

interface AdminLink {
  to: string;
  label: string;
  /** Whether this link is the page shown (Outbox and Dead letters share a path: the status tells). */
  current: (pathname: string, status: string | null) => boolean;
}

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
export const adminLinks: AdminLink[] = [
  { to: '/admin', label: 'Overview', current: (pathname) => pathname === '/admin' || pathname === '/admin/' },
  { to: '/admin/markets', label: 'Markets', current: under('/admin/markets') },
  { to: '/admin/services', label: 'Services', current: under('/admin/services') },
  { to: '/admin/people', label: 'People', current: under('/admin/people') },
  { to: '/admin/security-log', label: 'Security log', current: under('/admin/security-log') },
  { to: '/admin/notifications', label: 'Outbox', current: (pathname, status) => under('/admin/notifications')(pathname) && status !== 'dead' },
  { to: '/admin/notifications?status=dead', label: 'Dead letters', current: (pathname, status) => under('/admin/notifications')(pathname) && status === 'dead' },
];

/** Every /admin page (admins only): the admin navigation above the page, inside the site layout. */
export default function AdminLayout() {
  const { pathname, search } = useLocation();
  const status = new URLSearchParams(search).get('status');
  return (
    <AdminsOnly>
      <div className={styles.layout}>
        <nav aria-label="Admin" className={styles.nav}>
          <ul>
            {adminLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} aria-current={link.current(pathname, status) ? 'page' : undefined} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Suspense fallback={<Spinner label="Loading…" />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </AdminsOnly>
  );
}
