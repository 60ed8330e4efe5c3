import type { AccountPayload } from '../payload';
import type { MessageContent } from './message-content';

/** Messages to a person applying to become a provider (docs/provider-onboarding.md). */
export type ApplicationTemplate = 'provider_application_received';

export const applicationWords: Record<ApplicationTemplate, (p: AccountPayload) => Omit<MessageContent, 'details' | 'reason' | 'because'>> = {
  provider_application_received: () => ({
    subject: 'We received your application to become a Handyhub provider',
    summary:
      'Thank you for applying. The market team will look at your application and either approve it, ask you for changes or turn it down; we email you as soon as they decide. You can follow it on the application page.',
    action: { label: 'See my application', path: '/provider/apply' },
  }),
};
