import type { NotificationPreference } from '@marketplace/contracts';
import { changesBetween, choicesOf } from './settings-choices';

const saved: NotificationPreference[] = [
  { event: 'booked', label: 'New booking', description: '', channels: { email: true, sms: false, in_app: true } },
  { event: 'reminder', label: 'Reminder', description: '', channels: { email: true, sms: true, in_app: true } },
];

describe('changesBetween', () => {
  it('is empty while nothing differs from what is saved', () => {
    expect(changesBetween(saved, choicesOf(saved))).toEqual([]);
  });

  it('lists each changed checkbox once, in the table’s order', () => {
    const chosen = choicesOf(saved);
    chosen.reminder!.sms = false;
    chosen.booked!.email = false;
    chosen.booked!.sms = true;
    expect(changesBetween(saved, chosen)).toEqual([
      { event: 'booked', channel: 'email', enabled: false },
      { event: 'booked', channel: 'sms', enabled: true },
      { event: 'reminder', channel: 'sms', enabled: false },
    ]);
  });

  it('does not share the saved rows with the choices (editing a choice leaves the saved state alone)', () => {
    const chosen = choicesOf(saved);
    chosen.booked!.email = false;
    expect(saved[0]!.channels.email).toBe(true);
  });
});
