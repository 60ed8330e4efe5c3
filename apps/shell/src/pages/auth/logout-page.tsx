import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLogOut } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from './auth-page.module.css';

/** /logout: ends the session on the server, then goes home. */
export function LogoutPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.logout.document-title', defaultMessage: 'Log out' }));
  const navigate = useNavigate();
  const logOut = useLogOut();
  const started = useRef(false);
  const { mutate } = logOut;

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effects
    started.current = true;
    mutate(undefined, { onSuccess: () => navigate('/', { replace: true }) });
  }, [mutate, navigate]);

  return (
    <section className={styles.page} aria-labelledby="logout-title" data-page="logout">
      <h1 id="logout-title">
        <FormattedMessage id="shell.logout.title" defaultMessage="Logging you out" />
      </h1>
      {logOut.isError ? (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'shell.logout.failed', defaultMessage: 'You are still logged in' })}
          action={
            <Button onClick={() => mutate(undefined, { onSuccess: () => navigate('/', { replace: true }) })}>
              <FormattedMessage id="shell.logout.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          <FormattedMessage id="shell.logout.unreachable" defaultMessage="We could not reach the service to end your session." />
        </Alert>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'shell.logout.ending', defaultMessage: 'Ending your session…' })} />
      )}
    </section>
  );
}
