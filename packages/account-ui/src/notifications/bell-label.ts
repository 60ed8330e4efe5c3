import type { IntlShape } from 'react-intl';

/** "Notifications, 3 unread": the button's name carries the count the badge shows. */
export function bellLabel(intl: IntlShape, unreadCount: number): string {
  return intl.formatMessage(
    { id: 'account-ui.notifications.bell-label', defaultMessage: '{unreadCount, plural, =0 {Notifications} other {Notifications, # unread}}' },
    { unreadCount },
  );
}
