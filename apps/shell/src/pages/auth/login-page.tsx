import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LogInForm } from '@marketplace/account-ui/verification';
import { personalDataProps } from '@marketplace/error-reporting';
import { useSession } from '@marketplace/session';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { HydratedFields } from '../../app/hydrated-fields';
import { safeNext } from './safe-next';
import { SignupForm } from './signup-form';
import styles from './auth-page.module.css';

/** /login: log in, or (`?mode=create`) create a customer account; either way back to `next`. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const creating = params.get('mode') === 'create';
  const switchTo = (mode: 'create' | 'login') => `/login?${new URLSearchParams({ ...(mode === 'create' ? { mode } : {}), next })}`;
  const session = useSession();
  const navigate = useNavigate();
  useDocumentTitle(creating ? 'Create an account' : 'Log in');

  return (
    <section className={styles.page} aria-labelledby="auth-title" data-page="login">
      <h1 id="auth-title">{creating ? 'Create an account' : 'Log in'}</h1>
      {session.status === 'authenticated' ? (
        <Card>
          <p>
            You’re logged in as <strong {...personalDataProps}>{session.user.email}</strong>.
          </p>
          <div className={styles.actions}>
            <Button asChild>
              <Link to={next}>Continue</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/logout">Log out</Link>
            </Button>
          </div>
        </Card>
      ) : (
        <Card>
          {creating ? <SignupForm next={next} /> : <LogInForm Fields={HydratedFields} onLoggedIn={() => navigate(next, { replace: true })} />}
          <p className={styles.switch}>
            {creating ? (
              <>
                Already have an account? <Link to={switchTo('login')}>Log in</Link>
              </>
            ) : (
              <>
                New here? <Link to={switchTo('create')}>Create an account</Link>
              </>
            )}
          </p>
        </Card>
      )}
    </section>
  );
}
