import { FormattedMessage } from 'react-intl';
import { useSession } from '@marketplace/session';
import { NotificationSettings } from '@marketplace/account-ui/notifications';
import { Card } from '@marketplace/shared-ui/card';
import styles from './profile-editor.module.css';

/**
 * The provider's own notification settings (the same table as the account page). Settings are
 * personal: an admin editing someone's profile is told so instead of seeing their own.
 */
export function NotificationsSection({ providerId }: { providerId: string }) {
  const { user } = useSession();
  const own = user?.providerId === providerId;
  return (
    <Card as="section" aria-labelledby="notifications-title" className={styles.section}>
      <h2 id="notifications-title">
        <FormattedMessage id="provider.notifications.title" defaultMessage="Notifications" />
      </h2>
      {own ? (
        <>
          <p className={styles.hint}>
            <FormattedMessage id="provider.notifications.hint" defaultMessage="New requests, changes to your jobs and payouts: choose how we tell you." />
          </p>
          <NotificationSettings />
        </>
      ) : (
        <p className={styles.hint}>
          <FormattedMessage id="provider.notifications.not-yours" defaultMessage="Each person sets their own notifications, in their account. This provider’s choices are theirs to change." />
        </p>
      )}
    </Card>
  );
}
