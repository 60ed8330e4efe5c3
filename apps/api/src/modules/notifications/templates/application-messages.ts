import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { AccountPayload } from '../payload';
import type { MessageContent } from './message-content';

/** Messages to a person applying to become a provider (docs/provider-onboarding.md). */
export type ApplicationTemplate = 'provider_application_received';

const m = defineMessages({
  receivedSubject: { id: 'api.application.received.subject', defaultMessage: 'We received your application to become a Handyhub provider' },
  receivedSummary: {
    id: 'api.application.received.summary',
    defaultMessage:
      'Thank you for applying. The market team will look at your application and either approve it, ask you for changes or turn it down; we email you as soon as they decide. You can follow it on the application page.',
  },
  receivedAction: { id: 'api.application.received.action', defaultMessage: 'See my application' },
});

export const applicationWords: Record<ApplicationTemplate, (p: AccountPayload, intl: IntlShape<string>) => Omit<MessageContent, 'details' | 'reason' | 'because'>> = {
  provider_application_received: (_p, intl) => ({
    subject: intl.formatMessage(m.receivedSubject),
    summary: intl.formatMessage(m.receivedSummary),
    action: { label: intl.formatMessage(m.receivedAction), path: '/provider/apply' },
  }),
};
