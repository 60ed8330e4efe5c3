import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from './notification-bell.module.css';

// Only logged-in people see these: their code (with the contracts and components the settings
// use) loads when one is first shown, not with this package on every page.
const Bell = lazy(async () => ({ default: (await import('./notification-bell')).NotificationBell }));
const Settings = lazy(async () => ({ default: (await import('./notification-settings')).NotificationSettings }));

/** The header's bell (see notification-bell.tsx); its place is kept while its code loads. */
export function NotificationBell() {
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <Bell />
    </Suspense>
  );
}

/** The notification settings form (see notification-settings.tsx). */
export function NotificationSettings() {
  const intl = useIntl();
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'account-ui.notification-settings.loading', defaultMessage: 'Loading your notification settings…' })} />}>
      <Settings />
    </Suspense>
  );
}
