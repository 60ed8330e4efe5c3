import { intlFor } from '../../../i18n/intl';
import { jobMessage } from './job-messages';
import { jobPayload, planVisit } from './sample-payloads';

/** A recurring plan's messages (docs/repeat-business.md), in each recipient's language. */
describe('plan messages', () => {
  it('tell the customer how often the plan repeats and link to its page', () => {
    const english = jobMessage(jobPayload('plan_created', 'customer', { job: planVisit, language: 'en' }), intlFor('en'));
    expect(english.subject).toBe('Your plan is set: home cleaning + 1 more, every 2 weeks');
    expect(english.action.path).toBe(`/my-jobs/plans/${planVisit.plan!.id}`);
    const german = jobMessage(jobPayload('plan_created', 'customer', { job: planVisit, language: 'de' }), intlFor('de'));
    expect(german.subject).toMatch(/^Ihr Plan steht: .+, alle 2 Wochen$/);
  });

  it('give a visit without its provider’s reason in the reader’s words, and the managers a way to assign one', () => {
    const payload = jobPayload('visit_unassigned', 'manager', { job: { ...planVisit, status: 'unassigned', providerName: null }, reason: 'The plan’s provider is off at this time.', language: 'de' });
    const message = jobMessage(payload, intlFor('de'));
    expect(message.reason).toBe('Der Dienstleister des Plans hat zu dieser Zeit frei.');
    expect(message.action.path).toBe(`/market/berlin/job/${planVisit.id}`);
  });

  it('tell the provider of a skipped visit', () => {
    const message = jobMessage(jobPayload('visit_skipped', 'provider', { job: { ...planVisit, status: 'cancelled' }, language: 'en' }), intlFor('en'));
    expect(message.subject).toBe('Visit skipped: home cleaning + 1 more for Jane Doe on Tue 31 Mar');
  });
});
