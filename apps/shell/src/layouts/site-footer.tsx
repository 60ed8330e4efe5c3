import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>
          <FormattedMessage id="shell.footer.tagline" defaultMessage="Handyhub · Trusted local services, booked in minutes." />
        </p>
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.nav', defaultMessage: 'Legal and help' })} className={styles.links}>
          <Link to="/terms">
            <FormattedMessage id="shell.footer.terms" defaultMessage="Terms" />
          </Link>
          <Link to="/privacy-policy">
            <FormattedMessage id="shell.footer.privacy" defaultMessage="Privacy policy" />
          </Link>
          <Link to="/coming-soon">
            <FormattedMessage id="shell.footer.coming-soon" defaultMessage="Not in your area yet?" />
          </Link>
        </nav>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
