import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isNotFound } from '@marketplace/error-reporting';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { SiteFrame } from '../../layouts/site-layout';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './page-error.module.css';

/** What a crashed shell page turns into: the not-found page for a 404, else an apology and a way on. */
export function PageError({ error }: { error: unknown }) {
  return <SiteFrame>{isNotFound(error) ? <NotFoundPage /> : <UnexpectedError />}</SiteFrame>;
}

function UnexpectedError() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.page-error.title', defaultMessage: 'Something went wrong' }));
  return (
    <section className={styles.page} role="alert" aria-labelledby="page-error-title">
      <h1 id="page-error-title">
        <FormattedMessage id="shell.page-error.title" defaultMessage="Something went wrong" />
      </h1>
      <p>
        <FormattedMessage id="shell.page-error.text" defaultMessage="This page hit an unexpected error. We have been notified. Reloading usually helps." />
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="shell.page-error.reload" defaultMessage="Reload the page" />
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">
            <FormattedMessage id="shell.page-error.home" defaultMessage="Go to the home page" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
