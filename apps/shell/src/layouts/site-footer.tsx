import { Link } from 'react-router-dom';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>Handyhub · Trusted local services, booked in minutes.</p>
        <nav aria-label="Legal and help" className={styles.links}>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/coming-soon">Not in your area yet?</Link>
        </nav>
      </div>
    </footer>
  );
}
