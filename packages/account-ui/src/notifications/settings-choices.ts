import type { NotificationChannel, NotificationEvent, NotificationPreference, UpdateNotificationPreferences } from '@marketplace/contracts';

export type Choices = Partial<Record<NotificationEvent, Record<NotificationChannel, boolean>>>;

/** The table's checkboxes as the server has them. */
export function choicesOf(events: readonly NotificationPreference[]): Choices {
  return Object.fromEntries(events.map((entry) => [entry.event, { ...entry.channels }]));
}

/** Only what the user changed, in the table's order: the request's `changes`. */
export function changesBetween(saved: readonly NotificationPreference[], chosen: Choices): UpdateNotificationPreferences['changes'] {
  return saved.flatMap((entry) =>
    (Object.keys(entry.channels) as NotificationChannel[])
      .filter((channel) => chosen[entry.event] !== undefined && chosen[entry.event]![channel] !== entry.channels[channel])
      .map((channel) => ({ event: entry.event, channel, enabled: chosen[entry.event]![channel] })),
  );
}
