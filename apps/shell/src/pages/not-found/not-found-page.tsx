import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import styles from './not-found-page.module.css';

/** Unknown addresses and resources that do not exist (never reported: not a fault). */
export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.page.not-found.title', defaultMessage: 'Page not found' }));
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-page="not-found">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">
        <FormattedMessage id="shell.not-found.title" defaultMessage="We can’t find that page" />
      </h1>
      <p>
        <FormattedMessage id="shell.not-found.text" defaultMessage="The address may be mistyped, or the page may have moved or no longer exist." />
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/">
            <FormattedMessage id="shell.not-found.home" defaultMessage="Go to the home page" />
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/book-now">
            <FormattedMessage id="shell.not-found.book" defaultMessage="Book a service" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
