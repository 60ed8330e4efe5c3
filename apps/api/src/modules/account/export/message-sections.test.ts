import { bookedPayload } from '../../../test-support/outbox-fixtures';
import { messageWords } from './message-sections';

/** What a message said, in a person's copy of their data: their own words only. */
describe('messageWords', () => {
  it('a customer’s own message reads as it was sent', () => {
    const words = messageWords(bookedPayload('Casey Customer'));
    expect(words.subject).toMatch(/^Booking received: your home cleaning on /);
    expect(words.text).toMatch(/is booked/);
  });

  it('a provider’s message names the customer by first name, without the street', () => {
    const payload = { ...bookedPayload('Pat Provider'), audience: 'provider' as const, event: 'reminder' as const };
    payload.job = { ...payload.job, customerName: 'Casey Customer' };
    const words = messageWords(payload);
    expect(`${words.subject} ${words.text}`).toContain('Casey');
    expect(`${words.subject} ${words.text}`).not.toContain('Customer');
    expect(words.text).toContain('10001 New York');
    expect(words.text).not.toContain('350 Fifth Avenue');
  });

  it('an account message never carries its code or link, even before delivery', () => {
    const words = messageWords({ kind: 'account', event: 'account', template: 'phone_code', recipientName: 'Pat', code: '123456', secret: 'link-token-0123456789', newEmail: null, validMinutes: 15 });
    expect(`${words.subject} ${words.text}`).not.toMatch(/123456|link-token/);
  });
});
