import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import styles from './forbidden-screen.module.css';

/** 403: logged in, but this page is not for this account. */
export function ForbiddenScreen({ user }: { user: SessionUser }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'session.forbidden.document-title', defaultMessage: 'No access' }));
  return (
    <section className={styles.panel} aria-labelledby="forbidden-title" data-page="forbidden">
      <p className={styles.code}>403</p>
      <h1 id="forbidden-title">
        <FormattedMessage id="session.forbidden.title" defaultMessage="You don’t have access to this page" />
      </h1>
      <p>
        <FormattedMessage
          id="session.forbidden.explanation"
          defaultMessage="You are logged in as <account>{email}</account>, and this page is not available to that account. If you have another account for it, log out and log in with that one."
          values={{
            email: user.email,
            account: (chunks) => (
              <strong {...personalDataProps} translate="no">
                {chunks}
              </strong>
            ),
          }}
        />
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/">
            <FormattedMessage id="session.forbidden.home" defaultMessage="Go to the home page" />
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/logout">
            <FormattedMessage id="session.forbidden.log-out" defaultMessage="Log out" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
