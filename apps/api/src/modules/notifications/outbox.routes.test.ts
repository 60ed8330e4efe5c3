import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertOutboxMessage } from '../../test-support/outbox-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { deliverNotification } from './deliver';
import { createLocalMailer } from './local-mailer';

/** The admins' outbox without SMTP_URL: email kept locally, SMS recorded by the test gateway. */
let t: TestApp;
let admin: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
});
afterAll(() => t.close());


describe('the admins’ outbox', () => {
  it('lists messages newest first with counts per status, filtered by status and channel', async () => {
    const dead = await insertOutboxMessage(t.db, { userId: customerId, channel: 'sms', recipient: null });
    await deliverNotification(testDeps(t), dead);
    const all = await apiCall(t, 'GET', '/api/admin/notifications', { cookie: admin });
    expect(all.statusCode).toBe(200);
    const counts = all.json().counts;
    expect(all.json()).toMatchObject({ mailTransport: 'local', page: 1, pageSize: 25, total: counts.pending + counts.sending + counts.sent + counts.dead });
    const deadSms = await apiCall(t, 'GET', '/api/admin/notifications?status=dead&channel=sms&pageSize=100', { cookie: admin });
    expect(deadSms.json().items.map((item: { status: string; channel: string }) => `${item.status} ${item.channel}`)).toEqual(Array(deadSms.json().total).fill('dead sms'));
    const times = all.json().items.map((item: { createdAt: string }) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(deadSms.json().items[0]).toMatchObject({ id: dead, lastError: 'No phone number to send to.', summary: expect.stringMatching(/^Handyhub: /) });
  });

  it('shows a kept email with its attachments as text, and a recorded text message', async () => {
    const email = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'casey@example.com' });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await createLocalMailer(t.db).send({
      notificationId: email,
      messageId: `<${email}@handyhub>`,
      from: 'Handyhub <no-reply@handyhub.localhost>',
      to: 'casey@example.com',
      subject: 'Your booking is in',
      html: '<p>Booked</p>',
      text: 'Booked',
      attachments: [{ filename: 'job.ics', contentType: 'text/calendar', content: ics }],
      headers: {},
    });
    const detail = await apiCall(t, 'GET', `/api/admin/notifications/${email}`, { cookie: admin });
    expect(detail.json()).toMatchObject({
      id: email,
      summary: 'Your booking is in',
      mail: { messageId: `<${email}@handyhub>`, subject: 'Your booking is in', html: '<p>Booked</p>', attachments: [{ filename: 'job.ics', contentType: 'text/calendar', content: ics }] },
      sms: null,
    });

    const sms = await insertOutboxMessage(t.db, { userId: customerId, channel: 'sms', recipient: '+1 212 555 0102' });
    await deliverNotification(testDeps(t), sms);
    const smsDetail = await apiCall(t, 'GET', `/api/admin/notifications/${sms}`, { cookie: admin });
    expect(smsDetail.json()).toMatchObject({ status: 'sent', mail: null, sms: { to: '+1 212 555 0102', body: expect.stringMatching(/^Handyhub: /) } });
  });

  it('retries only dead letters', async () => {
    const pending = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'casey@example.com' });
    const refused = await apiCall(t, 'POST', `/api/admin/notifications/${pending}/retry`, { cookie: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/pending/);
  });

  it('answers malformed requests with 400', async () => {
    for (const url of ['/api/admin/notifications/not-an-id', '/api/admin/notifications?pageSize=1000', '/api/admin/notifications?status=lost', '/api/admin/notifications?channel=pigeon']) {
      expect({ url, status: (await apiCall(t, 'GET', url, { cookie: admin })).statusCode }).toEqual({ url, status: 400 });
    }
  });
});
