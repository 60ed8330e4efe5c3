import { FormattedMessage, useIntl } from 'react-intl';
import { RequireAuth } from '@marketplace/session/require-auth';
import { NotificationSettings } from '@marketplace/account-ui/notifications';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import styles from './account-notifications-page.module.css';

/** /account/notifications — everyone's own notification settings (providers also find them on their edit page). */
export function AccountNotificationsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.account-notifications.title', defaultMessage: 'Notification settings' });
  useDocumentTitle(title);
  return (
    <RequireAuth>
      <section className={styles.page} aria-labelledby="notification-settings-title" data-page="account/notifications">
        <h1 id="notification-settings-title">{title}</h1>
        <p className={styles.lead}>
          <FormattedMessage
            id="shell.account-notifications.lead"
            defaultMessage="Choose, for each thing that can happen to your jobs, whether we tell you by email, by text message or here in the site."
          />
        </p>
        <NotificationSettings />
      </section>
    </RequireAuth>
  );
}
