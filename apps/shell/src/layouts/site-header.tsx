import { Link, NavLink } from 'react-router-dom';
import styles from './site-header.module.css';

const links = [
  { to: '/book-now', label: 'Book a service' },
  { to: '/my-jobs', label: 'My jobs' },
  { to: '/provider', label: 'For providers' },
];

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Handyhub home">
          Handyhub
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <Link to="/login" className={styles.login}>
            Log in
          </Link>
        </div>
      </div>
    </header>
  );
}
