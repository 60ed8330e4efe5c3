import type { AccountPayload } from '../payload';
import type { MessageContent } from './message-content';

/** The market's decisions about a person's application and their standing (docs/market-providers.md). */
export type ProviderReviewTemplate = 'application_approved' | 'application_rejected' | 'application_changes_requested' | 'provider_suspended' | 'provider_reinstated';

type Words = Omit<MessageContent, 'details' | 'reason' | 'because'>;
const market = (p: AccountPayload) => p.marketName ?? 'the market';

/** The words of each decision; the reason the manager gave is shown beside them. */
export const providerReviewWords: Record<ProviderReviewTemplate, (p: AccountPayload) => Words> = {
  application_approved: (p) => ({
    subject: `You are now a Handyhub provider in ${market(p)}`,
    summary: 'Your application was approved. Set your weekly hours and customers can book you: until then you are not offered. Your first steps are on your provider page.',
    action: { label: 'Open my provider page', path: '/provider' },
  }),
  application_rejected: (p) => ({
    subject: `Your application to work in ${market(p)} was not approved`,
    summary: 'We read your application and cannot approve it. The reason is below. You may apply again later.',
    action: { label: 'See my application', path: '/provider/apply' },
  }),
  application_changes_requested: (p) => ({
    subject: `Your application for ${market(p)} needs a change`,
    summary: 'We read your application and need something changed before we can decide. What to change is below; send it again once done.',
    action: { label: 'Change my application', path: '/provider/apply' },
  }),
  provider_suspended: (p) => ({
    subject: `You are suspended in ${market(p)}`,
    summary: `The managers of ${market(p)} suspended you there: you are not offered and cannot accept its work. Requests waiting for your answer went back to the market; jobs you accepted are being given to someone else. The reason is below.`,
    action: { label: 'Open my provider page', path: '/provider' },
  }),
  provider_reinstated: (p) => ({
    subject: `You can work in ${market(p)} again`,
    summary: `Your suspension in ${market(p)} was lifted: customers can book you there again during your weekly hours.`,
    action: { label: 'Open my provider page', path: '/provider' },
  }),
};
