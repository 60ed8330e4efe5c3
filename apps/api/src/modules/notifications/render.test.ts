import { notificationEventLabels } from '@marketplace/contracts';
import { inAppText, renderEmail, renderSms } from './render';
import { berlinJob, everyMessage, jobPayload, moneyPayload, newYorkJob, payoutPayload } from './templates/sample-payloads';
import { TEST_NOW } from '../../test-support/test-clock';

const siteUrl = 'https://handyhub.example';
const unsubscribeUrl = `${siteUrl}/notifications/unsubscribe?token=abc.def`;
const context = { siteUrl, unsubscribeUrl, now: new Date(TEST_NOW) };

/** RFC 5545: continuation lines unfolded, then NAME:value per line. */
function icsFields(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
}

describe.each(everyMessage)('$name', ({ payload }) => {
  it('renders a subject, HTML and plain text with the local time, the link and the way out', async () => {
    const email = await renderEmail(payload, context);
    expect(email.subject.length).toBeGreaterThan(10);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    for (const body of [email.html, email.text]) {
      if (payload.kind === 'payout') expect(body).toContain('Wed 1 Apr (UTC)');
      // 13:00 UTC is 3:00 PM in Berlin, summer time since 29 March.
      else expect(body).toContain('Tue 31 Mar 2026, 3:00 PM – 5:00 PM, Berlin time (GMT+2)');
      expect(body).toContain(`${siteUrl}${inAppText(payload).link}`);
      expect(body).toContain(`Hi ${payload.recipientName},`);
      expect(body).toContain(`${siteUrl}/account/notifications`);
    }
    expect(email.html).toContain(`href="${unsubscribeUrl}"`);
    expect(email.text).toContain(unsubscribeUrl);
    expect(email.html).toContain(`>Stop emails about ${notificationEventLabels[payload.event].label}</a>`);
    expect(email.html).not.toMatch(/<img|<link|<script|src="http/);
  });

  it('attaches the calendar file only to booked and rescheduled mails', async () => {
    const { attachments } = await renderEmail(payload, context);
    expect(attachments.length).toBe(payload.event === 'booked' || payload.event === 'rescheduled' ? 1 : 0);
  });

  it('fits the bell, and a text message keeps its link', () => {
    const entry = inAppText(payload);
    expect(entry.title.length).toBeLessThanOrEqual(200);
    expect(entry.body.length).toBeLessThanOrEqual(500);
    expect(entry.link).toMatch(/^\/[a-z]/);
    const sms = renderSms(payload, siteUrl);
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms.endsWith(` ${siteUrl}${entry.link}`)).toBe(true);
  });
});

describe('what each side reads', () => {
  it('gives a booking a subject and a page per audience', () => {
    const read = (audience: 'customer' | 'provider' | 'manager') => inAppText(jobPayload('booked', audience, { job: { ...berlinJob, status: 'requested' } }));
    expect(read('customer')).toMatchObject({ title: 'Booking received: your home cleaning + 1 more on Tue 31 Mar', link: `/job/${berlinJob.id}` });
    expect(read('provider')).toMatchObject({ title: 'New job request: home cleaning + 1 more on Tue 31 Mar, 3:00 PM GMT+2', link: `/provider/job/${berlinJob.id}` });
    expect(read('manager')).toMatchObject({ title: 'New job in Berlin: home cleaning + 1 more on Tue 31 Mar', link: `/market/berlin/job/${berlinJob.id}` });
  });

  it('says who accepted, and names a job that needs a provider by its reference', () => {
    expect(inAppText(jobPayload('confirmed', 'customer'))).toMatchObject({ title: 'Your home cleaning + 1 more on Tue 31 Mar is confirmed', body: expect.stringContaining('Ana Schmidt accepted your job') });
    expect(inAppText(jobPayload('unassigned', 'manager', { reason: 'Fully booked that day' }))).toEqual({
      title: 'Job 3F1C2B9E needs a provider',
      body: 'Jane Doe’s home cleaning + 1 more on Tue 31 Mar 2026, 3:00 PM – 5:00 PM, Berlin time (GMT+2) has no provider. Assign one in Berlin’s job desk. Reason: Fully booked that day',
      link: `/market/berlin/job/${berlinJob.id}`,
    });
  });

  it('tells a reschedule with the old time, and a missed visit apart from a cancellation', () => {
    const moved = inAppText(jobPayload('rescheduled', 'provider', { previousStart: '2026-03-27T14:00:00.000Z' }));
    expect(moved.body).toBe('The job is now on Tue 31 Mar 2026, 3:00 PM – 5:00 PM, Berlin time (GMT+2), instead of Fri 27 Mar 2026, 3:00 PM, Berlin time (GMT+1).');
    expect(inAppText(jobPayload('cancelled', 'customer', { noShow: true })).title).toBe('Missed visit: your home cleaning + 1 more on Tue 31 Mar');
    expect(inAppText(jobPayload('cancelled', 'customer', { reason: 'Plans changed' }))).toMatchObject({ title: 'Your home cleaning + 1 more on Tue 31 Mar is cancelled', body: expect.stringMatching(/Reason: Plans changed$/) });
  });

  it('writes money with its currency, and a New York job in New York time', async () => {
    expect(inAppText(moneyPayload('refunded')).title).toBe('Refund of €123.45 for your home cleaning + 1 more');
    expect(inAppText(moneyPayload('invoice_issued', { job: newYorkJob, amountMinor: 9900 }))).toMatchObject({ title: 'Invoice BER-2026-0042 for your TV mounting', body: expect.stringContaining('$99.00') });
    expect(inAppText(payoutPayload)).toEqual({ title: 'Payout of €980.00 sent', body: expect.stringContaining('for 3 jobs'), link: `/provider-profile/${payoutPayload.providerId}/payments` });
    // The Monday after the US clocks went forward: 13:00 UTC is 9:00 AM EDT.
    const email = await renderEmail(jobPayload('reminder', 'customer', { job: newYorkJob }), context);
    expect(email.subject).toBe('Reminder: your TV mounting on Mon 9 Mar, 9:00 AM EDT');
    expect(email.text).toContain('Mon 9 Mar 2026, 9:00 AM – 12:00 PM, New York time (EDT)');
  });
});

describe('the calendar file', () => {
  it('is parseable, in UTC, tentative while the provider has not accepted, with the payload’s SEQUENCE', async () => {
    const booked = await renderEmail(jobPayload('booked', 'customer', { job: { ...berlinJob, status: 'requested' }, icsSequence: 0 }), context);
    const [file] = booked.attachments;
    expect(file).toMatchObject({ filename: `job-${berlinJob.id}.ics`, contentType: expect.stringMatching(/^text\/calendar/) });
    expect(icsFields(file!.content)).toMatchObject({
      UID: `${berlinJob.id}@handyhub`,
      DTSTART: '20260331T130000Z',
      DTEND: '20260331T150000Z',
      SEQUENCE: '0',
      STATUS: 'TENTATIVE',
      SUMMARY: 'Home cleaning × 2 h\\, Window cleaning with Ana Schmidt',
      LOCATION: 'Torstraße 1\\n10119 Berlin',
    });
    const moved = await renderEmail(jobPayload('rescheduled', 'provider', { icsSequence: 4 }), context);
    expect(icsFields(moved.attachments[0]!.content)).toMatchObject({ SEQUENCE: '4', STATUS: 'CONFIRMED', UID: `${berlinJob.id}@handyhub` });
  });
});

describe('a provider who has not accepted the job (the payload holds the area only)', () => {
  const request = { ...berlinJob, status: 'requested' as const, address: ['10119 Berlin'], areaOnly: true };

  it('names the area, says the address comes with acceptance, and puts the area in the calendar file', async () => {
    const email = await renderEmail(jobPayload('booked', 'provider', { job: request }), context);
    expect(email.text).toContain('Area: 10119 Berlin (the full address once you accept)');
    expect(email.text).not.toContain('Where');
    expect(icsFields(email.attachments[0]!.content)).toMatchObject({ LOCATION: '10119 Berlin', DESCRIPTION: expect.stringContaining('The full address comes once you accept the job.') });
    expect(inAppText(jobPayload('reminder', 'provider', { job: request })).body).toBe('The job in 10119 Berlin on Tue 31 Mar 2026, 3:00 PM – 5:00 PM, Berlin time (GMT+2) still waits for your answer.');
  });

  it('promises nothing once the request is over (cancelled before the answer)', async () => {
    const email = await renderEmail(jobPayload('cancelled', 'provider', { job: { ...request, status: 'cancelled' } }), context);
    expect(email.text).toMatch(/Area: 10119 Berlin\n/);
    expect(email.text).not.toContain('once you accept');
  });
});

describe('escaping', () => {
  it('shows a name like <script> as text, in HTML and in the calendar', async () => {
    const evil = '<script>alert(1)</script>';
    const email = await renderEmail(jobPayload('booked', 'provider', { recipientName: evil, job: { ...berlinJob, customerName: evil, services: `${evil} × 1` } }), context);
    expect(email.html).not.toContain('<script');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.text).toContain(evil);
  });

  it('clips a long reason to what the bell holds', () => {
    const entry = inAppText(jobPayload('cancelled', 'customer', { reason: 'x'.repeat(1000) }));
    expect(entry.body).toHaveLength(500);
    expect(entry.body.endsWith('…')).toBe(true);
  });
});
