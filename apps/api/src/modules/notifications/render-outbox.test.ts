import { DateTime } from 'luxon';
import { bookThroughApi } from '../../test-support/money-fixtures';
import { demoParties, messagesOf } from '../../test-support/notification-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { testPaymentMethods } from '../payments/test-gateway';
import { inAppText, renderEmail } from './render';
import { TEST_NOW } from '../../test-support/test-clock';

/** The templates read what notify() really writes: a booking and its acceptance through the API. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('renders every message of a booking and its acceptance, in New York time, with the job’s calendar file', async () => {
  const { customer, provider, maria } = await demoParties(t);
  const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.visa, afterDays: 3 });
  const jobId = placed.json().job.id as string;
  expect((await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/accept`, { cookie: provider })).statusCode).toBe(200);

  const local = DateTime.fromJSDate(start, { zone: 'America/New_York' }).setLocale('en-US');
  const when = `${local.toFormat('ccc d LLL yyyy, h:mm a')} – `;
  const messages = [...(await messagesOf(t, 'booked', jobId)), ...(await messagesOf(t, 'confirmed', jobId))];
  expect(messages.map((message) => `${message.payload.event} ${message.payload.audience}`).sort()).toEqual(
    expect.arrayContaining(['booked customer', 'booked manager', 'booked provider', 'confirmed customer']),
  );
  for (const { payload } of messages) {
    const email = await renderEmail(payload, { siteUrl: 'https://handyhub.example', unsubscribeUrl: 'https://handyhub.example/notifications/unsubscribe?token=x.y', now: new Date(TEST_NOW) });
    expect(email.text).toContain(when);
    expect(email.text).toMatch(/New York time \((EST|EDT)\)/);
    expect(email.text).toContain(`https://handyhub.example${inAppText(payload).link}`);
    const calendar = email.attachments[0]?.content ?? '';
    if (payload.event === 'booked') expect(calendar).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    else expect(email.attachments).toEqual([]);
  }
});
