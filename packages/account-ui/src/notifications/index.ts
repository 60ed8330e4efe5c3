// The bell and the notification settings with their hooks: logged-in users' screens, loaded with
// them, never with the main entry (which a visitor's first visit to a remote loads).
export { bellLabel } from './bell-label';
export { notificationEventLabel } from './event-labels';
export { NotificationBell, NotificationSettings } from './lazy-notifications';
export { INBOX_LIMIT, useInbox, useMarkRead } from './use-inbox';
export { useNotificationPreferences, useUpdateNotificationPreferences } from './use-notification-preferences';
