import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogOut } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from './auth-page.module.css';

/** /logout: ends the session on the server, then goes home. */
export function LogoutPage() {
  useDocumentTitle('Log out');
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
      <h1 id="logout-title">Logging you out</h1>
      {logOut.isError ? (
        <Alert tone="danger" title="You are still logged in" action={<Button onClick={() => mutate(undefined, { onSuccess: () => navigate('/', { replace: true }) })}>Try again</Button>}>
          We could not reach the service to end your session.
        </Alert>
      ) : (
        <Spinner label="Ending your session…" />
      )}
    </section>
  );
}
