/** "Notifications, 3 unread": the button's name carries the count the badge shows. */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}
