import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { ActiveSessionsList } from '../../layouts/active-sessions/active-sessions-list';
import styles from './account-page.module.css';

// Only people who open it download the form and the password estimator's glue.
const ChangePasswordDialog = lazy(async () => ({ default: (await import('../../layouts/change-password-dialog')).ChangePasswordDialog }));

export function PasswordSection() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" title={intl.formatMessage({ id: 'shell.account.password.title', defaultMessage: 'Password' })}>
      <p className={styles.text}>
        <FormattedMessage id="shell.account.password.text" defaultMessage="Changing it logs you out on every other device." />
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="shell.account.password.change" defaultMessage="Change password" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  );
}

export function SessionsSection() {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage({ id: 'shell.account.sessions.title', defaultMessage: 'Active sessions' })}>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.account.sessions.text"
          defaultMessage="The devices where you are logged in. Log out any you do not recognise, then change your password."
        />
      </p>
      <ActiveSessionsList headingLevel={3} />
    </Card>
  );
}

export function NotificationsSection() {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage({ id: 'shell.account.notifications.title', defaultMessage: 'Notifications' })}>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.account.notifications.text"
          defaultMessage="Choose, for each thing that can happen to your jobs, whether we tell you by email, by text message or here in the site. Messages about your account itself (codes, password and email changes) are always sent."
        />
      </p>
      <Button asChild variant="secondary">
        <Link to="/account/notifications">
          <FormattedMessage id="shell.account.notifications.settings" defaultMessage="Notification settings" />
        </Link>
      </Button>
    </Card>
  );
}

export function ExportSection() {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage({ id: 'shell.account.export.title', defaultMessage: 'Download my data' })}>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.account.export.text"
          defaultMessage="One JSON file with everything we hold about you: your details, jobs and their addresses, payments, invoices and refunds, reviews, the messages we sent you, your sessions and what you agreed to. Anyone who has the file can read all of it, so keep it safe."
        />
      </p>
      <Button asChild variant="secondary">
        {/* A same-origin GET with the session cookie: the browser saves the answer as a file. */}
        <a href="/api/account/export" download="handyhub-my-data.json">
          <FormattedMessage id="shell.account.export.download" defaultMessage="Download my data" />
        </a>
      </Button>
    </Card>
  );
}
