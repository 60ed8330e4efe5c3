import { areaIn, contactIn, type StoredContact, storedContactOf, unfoldIcs } from '../../test-support/contact-fixtures';
import { bookThroughApi } from '../../test-support/money-fixtures';
import { demoParties, type Message, messagesOf } from '../../test-support/notification-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { testPaymentMethods } from '../payments/test-gateway';
import { inAppText, renderEmail, renderSms } from './render';
import { TEST_NOW } from '../../test-support/test-clock';

/**
 * What the outbox tells a provider of the customer's address (docs/provider.md, "Who sees a
 * customer's contact details"): a message is a snapshot, so a new request is written with the
 * area only (postal code and city) on every channel, and the street comes once accepted.
 */
const site = 'https://handyhub.example';

let t: TestApp;
let customer: string;
let provider: string;
let manager: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ customer, provider, manager, maria } = await demoParties(t));
  // With a phone, the provider's defaults text her new requests, reschedules and cancellations.
  await t.db.updateTable('users').set({ phone: '+1 917 555 0199' }).where('email', '=', 'provider@example.com').execute();
});
afterAll(() => t.close());

async function book() {
  const { placed } = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.visa, afterDays: 3 });
  const jobId = placed.json().job.id as string;
  return { jobId, contact: await storedContactOf(t.db, jobId) };
}
const post = async (cookie: string, path: string, body: unknown = {}) => expect((await apiCall(t, 'POST', path, { cookie, body })).statusCode).toBe(200);
async function reschedule(jobId: string) {
  const slots = (await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: customer })).json() as { days: Array<{ slots: Array<{ start: string }> }> };
  const job = (await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: customer })).json() as { start: string };
  const to = slots.days.flatMap((day) => day.slots).find((slot) => slot.start > job.start)!.start;
  await post(customer, `/api/jobs/${jobId}/reschedule`, { start: to });
}

/** Every rendering of the provider's messages: the stored payload, the email (subject, HTML, text, the .ics), the SMS, the bell. */
async function toProvider(messages: Message[]) {
  const mine = messages.filter((message) => message.payload.audience === 'provider');
  const rendered = await Promise.all(
    mine.map(async ({ channel, payload }) => {
      if (channel === 'sms') return { channel, text: renderSms(payload, site), calendar: '' };
      if (channel === 'in_app') return { channel, text: JSON.stringify(inAppText(payload)), calendar: '' };
      const email = await renderEmail(payload, { siteUrl: site, unsubscribeUrl: `${site}/notifications/unsubscribe?token=x.y`, now: new Date(TEST_NOW) });
      return { channel, text: [email.subject, email.html, email.text].join('\n'), calendar: unfoldIcs(email.attachments[0]?.content ?? '') };
    }),
  );
  return { payloads: mine.map((message) => JSON.stringify(message.payload)), rendered };
}

/** Which contact fields each rendering carries, and whether the email's calendar file says where: street or area. */
async function seenByProvider(messages: Message[], contact: StoredContact) {
  const { payloads, rendered } = await toProvider(messages);
  const email = rendered.find((one) => one.channel === 'email');
  return {
    channels: rendered.map((one) => one.channel).sort(),
    payloads: payloads.map((payload) => contactIn(payload, contact)),
    rendered: rendered.map((one) => `${one.channel}: ${contactIn(one.text, contact).join(',') || 'none'}`).sort(),
    areaInEmail: email ? areaIn(email.text, contact) : null,
    calendar: email?.calendar ? { contact: contactIn(email.calendar, contact), area: areaIn(email.calendar, contact) } : null,
  };
}

const areaOnly = (calendar: boolean) => ({
  channels: ['email', 'in_app', 'sms'],
  payloads: [[], [], []],
  rendered: ['email: none', 'in_app: none', 'sms: none'],
  areaInEmail: true,
  calendar: calendar ? { contact: [], area: true } : null,
});

describe('a new request', () => {
  it('tells the provider the area only: the payload, the email, its calendar file, the SMS and the bell', async () => {
    const { jobId, contact } = await book();
    const messages = await messagesOf(t, 'booked', jobId);
    expect(await seenByProvider(messages, contact)).toEqual(areaOnly(true));
    // The customer and the market's managers are told the street as before.
    const others = messages.filter((message) => message.payload.audience !== 'provider');
    expect(others.map((message) => `${message.payload.audience}: ${contactIn(JSON.stringify(message.payload), contact).join(',')}`).sort()).toEqual(['customer: street', 'manager: street']);
  });

  it('after a manager’s reassignment is a new request too: the newly assigned provider gets the area only', async () => {
    const { jobId, contact } = await book();
    await post(provider, `/api/provider/jobs/${jobId}/decline`, { reason: 'Away that week' });
    await post(manager, `/api/markets/nyc/jobs/${jobId}/assign`, { providerId: maria, reason: 'She is back' });
    const lastEvent = (await t.db.selectFrom('job_events').select('id').where('job_id', '=', jobId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const reassigned = (await messagesOf(t, 'booked', jobId)).filter((message) => message.key === `job-event:${lastEvent}`);
    expect(await seenByProvider(reassigned, contact)).toEqual(areaOnly(true));
  });
});

describe('once the provider accepted', () => {
  it('a reschedule before accepting tells the area; after accepting, the street (email and calendar file)', async () => {
    const { jobId, contact } = await book();
    await reschedule(jobId);
    expect(await seenByProvider(await messagesOf(t, 'rescheduled', jobId), contact)).toEqual(areaOnly(true));
    await post(provider, `/api/provider/jobs/${jobId}/accept`);
    await reschedule(jobId);
    const latest = (await messagesOf(t, 'rescheduled', jobId)).filter((message) => message.payload.kind === 'job' && message.payload.icsSequence > 1);
    expect(await seenByProvider(latest, contact)).toEqual({
      channels: ['email', 'in_app', 'sms'],
      payloads: [['street'], ['street'], ['street']],
      rendered: ['email: street', 'in_app: none', 'sms: none'],
      areaInEmail: true,
      calendar: { contact: ['street'], area: true },
    });
  });

  it('a cancellation tells the street only to a provider who had accepted', async () => {
    const request = await book();
    await post(customer, `/api/jobs/${request.jobId}/cancel`, { reason: 'Plans changed' });
    expect(await seenByProvider(await messagesOf(t, 'cancelled', request.jobId), request.contact)).toEqual(areaOnly(false));
    const accepted = await book();
    await post(provider, `/api/provider/jobs/${accepted.jobId}/accept`);
    await post(customer, `/api/jobs/${accepted.jobId}/cancel`, { reason: 'Plans changed' });
    const told = await seenByProvider(await messagesOf(t, 'cancelled', accepted.jobId), accepted.contact);
    expect(told.payloads).toEqual([['street'], ['street'], ['street']]);
    expect(told.rendered).toContain('email: street');
  });
});
