import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { ConversationPayload } from '../payload';
import { jobPath, type MessageContent } from './message-content';
import { dayText, shortServices, visitText } from './message-text';

/*
 * A new message in a job's conversation (docs/conversations.md). Never the message's words: a
 * message may hold contact its reader may not see yet (masked on the site), and an email is not
 * the place to read a conversation. Who wrote and how many are enough to come and read it.
 */
const m = defineMessages({
  subject: {
    id: 'api.conversation.subject',
    defaultMessage: '{count, plural, one {New message} other {# new messages}} about your {what} of {day}',
  },
  summaryCustomer: { id: 'api.conversation.summary.customer', defaultMessage: '{from, select, market {The market team} other {Your provider}} wrote to you about the job. Read and answer on the job’s page.' },
  summaryProvider: { id: 'api.conversation.summary.provider', defaultMessage: '{from, select, market {The market team} other {The customer}} wrote to you about the job. Read and answer on the job’s page.' },
  job: { id: 'api.conversation.detail.job', defaultMessage: 'Job' },
  jobValue: { id: 'api.conversation.detail.job-value', defaultMessage: '{services}, {when}' },
  read: { id: 'api.conversation.read', defaultMessage: 'Read the messages' },
  becauseCustomer: { id: 'api.conversation.because.customer', defaultMessage: 'You get this email because you booked this job on Handyhub.' },
  becauseProvider: { id: 'api.conversation.because.provider', defaultMessage: 'You get this email because you provide services on Handyhub.' },
});

export function conversationMessage(p: ConversationPayload, intl: IntlShape<string>): MessageContent {
  const values = { count: p.count, what: shortServices(intl, p.job.services), day: dayText(intl, p.job.start, p.job.timeZone), from: p.fromMarketTeam ? 'market' : 'other' };
  const customer = p.audience === 'customer';
  return {
    subject: intl.formatMessage(m.subject, values),
    summary: intl.formatMessage(customer ? m.summaryCustomer : m.summaryProvider, values),
    details: [{ label: intl.formatMessage(m.job), value: intl.formatMessage(m.jobValue, { services: p.job.services, when: visitText(intl, p.job) }) }],
    reason: null,
    action: { label: intl.formatMessage(m.read), path: `${jobPath(p.audience, p.job)}#messages` },
    because: intl.formatMessage(customer ? m.becauseCustomer : m.becauseProvider),
  };
}
