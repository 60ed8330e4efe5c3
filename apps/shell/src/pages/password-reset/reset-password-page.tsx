import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { useHydrated } from '@marketplace/session';
import { FocusedMessage } from '../../app/focused-message';
import { NewPasswordForm } from './new-password-form';
import styles from '../auth/auth-page.module.css';

const askAgain = (
  <Link to="/forgot-password">
    <FormattedMessage id="shell.reset-password.ask-again" defaultMessage="Ask for a new link" />
  </Link>
);

/**
 * /reset-password?token=…: where the emailed link lands. A new password ends every session of
 * the account (this browser's too); the person then logs in with it.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.page.reset-password.title', defaultMessage: 'Choose a new password' });
  useDocumentTitle(title);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [changed, setChanged] = useState(false);
  // Prerendered without an address: what the token says is known only once the page runs.
  const hydrated = useHydrated();
  return (
    <section className={styles.page} aria-labelledby="reset-title" data-page="reset-password">
      <h1 id="reset-title">{title}</h1>
      <Card>
        {changed ? (
          <FocusedMessage>
            <Alert tone="success" title={intl.formatMessage({ id: 'shell.reset-password.changed-title', defaultMessage: 'Password changed' })}>
              <FormattedMessage
                id="shell.reset-password.changed"
                defaultMessage="Your password was changed and every device was logged out. Log in with your new password."
              />
            </Alert>
            <div className={styles.actions}>
              <Button asChild>
                <Link to="/login">
                  <FormattedMessage id="shell.reset-password.log-in" defaultMessage="Log in" />
                </Link>
              </Button>
            </div>
          </FocusedMessage>
        ) : hydrated && !token ? (
          <Alert tone="danger" title={intl.formatMessage({ id: 'shell.reset-password.incomplete-title', defaultMessage: 'This link is not complete' })} action={askAgain}>
            <FormattedMessage id="shell.reset-password.incomplete" defaultMessage="Open it again from the email, or ask for a new one." />
          </Alert>
        ) : (
          <NewPasswordForm token={token} onChanged={() => setChanged(true)} askAgain={askAgain} />
        )}
      </Card>
    </section>
  );
}
