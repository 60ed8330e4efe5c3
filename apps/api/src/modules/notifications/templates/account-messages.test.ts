import type { AccountPayload, AccountTemplate } from '../payload';
import { renderEmail, renderSms } from '../render';
import { TEST_NOW } from '../../../test-support/test-clock';

const siteUrl = 'https://handyhub.example';
const templates: AccountTemplate[] = ['signup_code', 'signup_existing_account', 'email_change_code', 'email_changed', 'password_reset', 'password_changed', 'phone_code', 'account_deleted'];

function payload(template: AccountTemplate, changes: Partial<AccountPayload> = {}): AccountPayload {
  return { kind: 'account', event: 'account', template, recipientName: 'Jane Doe', code: null, secret: null, newEmail: null, validMinutes: null, ...changes };
}

describe.each(templates)('%s', (template) => {
  it('is an email without a way to turn it off (account messages are always sent)', async () => {
    const email = await renderEmail(payload(template), { siteUrl, unsubscribeUrl: `${siteUrl}/notifications/unsubscribe?token=x`, now: new Date(TEST_NOW) });
    expect(email.subject.length).toBeGreaterThan(10);
    expect(email.text).toContain('Hi Jane Doe,');
    expect(email.text).toContain('cannot be turned off');
    expect(email.html).not.toContain('/notifications/unsubscribe');
    expect(email.attachments).toEqual([]);
  });
});

describe('codes and links', () => {
  it('puts the sign-up code in the subject and the body, and the link with its token', async () => {
    const email = await renderEmail(payload('signup_code', { code: '042137', secret: 'tok_en-1', validMinutes: 15 }), { siteUrl, unsubscribeUrl: null, now: new Date(TEST_NOW) });
    expect(email.subject).toBe('042137 is your Handyhub code');
    expect(email.text).toContain('Your code: 042137');
    expect(email.text).toContain(`${siteUrl}/verify-email?token=tok_en-1`);
    expect(email.text).toContain('15 minutes');
  });

  it('links a reset to the reset page with its token, and says it works once', async () => {
    const email = await renderEmail(payload('password_reset', { secret: 'abc', validMinutes: 60 }), { siteUrl, unsubscribeUrl: null, now: new Date(TEST_NOW) });
    expect(email.text).toContain(`${siteUrl}/reset-password?token=abc`);
    expect(email.text).toContain('works once, for 60 minutes');
  });

  it('tells the old address which new one the account uses', async () => {
    const email = await renderEmail(payload('email_changed', { newEmail: 'jane@new.example' }), { siteUrl, unsubscribeUrl: null, now: new Date(TEST_NOW) });
    expect(email.text).toContain('jane@new.example');
  });

  it('texts a phone code without a link', () => {
    const sms = renderSms(payload('phone_code', { code: '981234', validMinutes: 15 }), siteUrl);
    expect(sms).toBe('Handyhub: 981234 is your code to confirm this phone. It works for 15 minutes. Never share it.');
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});
