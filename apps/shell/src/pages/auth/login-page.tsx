import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const title = creating
    ? intl.formatMessage({ id: 'shell.login.create-title', defaultMessage: 'Create an account' })
    : intl.formatMessage({ id: 'shell.page.login.title', defaultMessage: 'Log in' });
  useDocumentTitle(title);

  return (
    <section className={styles.page} aria-labelledby="auth-title" data-page="login">
      <h1 id="auth-title">{title}</h1>
      {session.status === 'authenticated' ? (
        <Card>
          <p>
            <FormattedMessage
              id="shell.login.already-logged-in"
              defaultMessage="You’re logged in as <account>{email}</account>."
              values={{
                email: session.user.email,
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
              <Link to={next}>
                <FormattedMessage id="shell.login.continue" defaultMessage="Continue" />
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/logout">
                <FormattedMessage id="shell.login.log-out" defaultMessage="Log out" />
              </Link>
            </Button>
          </div>
        </Card>
      ) : (
        <Card>
          {creating ? <SignupForm next={next} /> : <LogInForm Fields={HydratedFields} onLoggedIn={() => navigate(next, { replace: true })} />}
          <p className={styles.switch}>
            {creating ? (
              <FormattedMessage
                id="shell.login.have-account"
                defaultMessage="Already have an account? <link>Log in</link>"
                values={{ link: (chunks) => <Link to={switchTo('login')}>{chunks}</Link> }}
              />
            ) : (
              <FormattedMessage
                id="shell.login.new-here"
                defaultMessage="New here? <link>Create an account</link>"
                values={{ link: (chunks) => <Link to={switchTo('create')}>{chunks}</Link> }}
              />
            )}
          </p>
        </Card>
      )}
    </section>
  );
}
