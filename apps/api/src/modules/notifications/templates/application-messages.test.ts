import { renderEmail } from '../render';
import { TEST_NOW } from '../../../test-support/test-clock';

describe('provider_application_received', () => {
  it('tells the applicant it arrived, what happens next, and links to the application', async () => {
    const payload = { kind: 'account', event: 'account', template: 'provider_application_received', recipientName: 'Pat Pro', code: null, secret: null, newEmail: null, validMinutes: null } as const;
    const email = await renderEmail(payload, { siteUrl: 'https://handyhub.example', unsubscribeUrl: null, now: new Date(TEST_NOW) });
    expect(email.subject).toBe('We received your application to become a Handyhub provider');
    expect(email.text).toContain('Hi Pat Pro,');
    expect(email.text).toContain('https://handyhub.example/provider/apply');
    expect(email.text).toContain('cannot be turned off');
  });
});
