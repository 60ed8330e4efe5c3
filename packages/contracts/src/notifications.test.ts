import { defaultChannels, notificationAudiences } from './notifications';

describe('notification defaults', () => {
  it('gives everyone the customer side, and managers and admins the manager side', () => {
    expect(notificationAudiences(['customer'])).toEqual(['customer']);
    expect(notificationAudiences(['provider'])).toEqual(['customer', 'provider']);
    expect(notificationAudiences(['admin'])).toEqual(['customer', 'manager']);
  });

  it('takes the most specific side that hears about the event', () => {
    expect(defaultChannels(['customer'], 'booked')).toEqual({ email: true, sms: false, in_app: true });
    // A manager is not emailed about every booking in the market, though customers are emailed about theirs.
    expect(defaultChannels(['manager'], 'booked')).toEqual({ email: false, sms: false, in_app: true });
    // A provider's reminders come by text.
    expect(defaultChannels(['provider'], 'reminder')).toEqual({ email: false, sms: true, in_app: true });
    // Events only customers hear about keep the customer's defaults for everyone.
    expect(defaultChannels(['manager'], 'confirmed')).toEqual({ email: true, sms: false, in_app: true });
  });

  it('leaves out events that concern none of the user’s sides', () => {
    expect(defaultChannels(['customer'], 'payout')).toBeUndefined();
    expect(defaultChannels(['provider'], 'payout')).toEqual({ email: true, sms: false, in_app: true });
  });
});
