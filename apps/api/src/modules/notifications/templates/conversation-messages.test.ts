import { intlFor } from '../../../i18n/intl';
import { conversationMessage } from './conversation-messages';
import { berlinJob } from './sample-payloads';

/** New messages in a job's conversation (docs/conversations.md), in each recipient's language, never with their words. */
describe('conversation messages', () => {
  const payload = (language: 'en' | 'de', count: number, fromMarketTeam = false) =>
    ({ kind: 'conversation', event: 'message_received', audience: 'customer', recipientName: 'Jane', language, job: berlinJob, count, fromMarketTeam }) as const;

  it('say how many messages and from whom, and lead to the job’s messages', () => {
    const one = conversationMessage(payload('en', 1), intlFor('en'));
    expect(one.subject).toMatch(/^New message about your .+ of /);
    expect(one.summary).toBe('Your provider wrote to you about the job. Read and answer on the job’s page.');
    expect(one.action.path).toBe(`/job/${berlinJob.id}#messages`);
    expect(conversationMessage(payload('en', 3, true), intlFor('en'))).toMatchObject({ subject: expect.stringMatching(/^3 new messages about/), summary: expect.stringMatching(/^The market team wrote/) });
  });

  it('in German', () => {
    const german = conversationMessage(payload('de', 2), intlFor('de'));
    expect(german.subject).toMatch(/^2 neue Nachrichten zu Ihrem Auftrag /);
    expect(german.summary).toBe('Ihr Dienstleister hat Ihnen zu dem Auftrag geschrieben. Lesen und antworten Sie auf der Seite des Auftrags.');
  });
});
