import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { AccountPayload } from '../payload';
import type { MessageContent } from './message-content';

/** The market's decisions about a person's application and their standing (docs/market-providers.md). */
export type ProviderReviewTemplate = 'application_approved' | 'application_rejected' | 'application_changes_requested' | 'provider_suspended' | 'provider_reinstated';

type Words = Omit<MessageContent, 'details' | 'reason' | 'because'>;

/** `market` is the market's name; `hasMarket` "no" when the payload has none ("the market"). */
const m = defineMessages({
  openProviderPage: { id: 'api.review.open-provider-page', defaultMessage: 'Open my provider page' },
  seeApplication: { id: 'api.review.see-application', defaultMessage: 'See my application' },
  approvedSubject: { id: 'api.review.approved.subject', defaultMessage: '{hasMarket, select, yes {You are now a Handyhub provider in {market}} other {You are now a Handyhub provider in the market}}' },
  approvedSummary: {
    id: 'api.review.approved.summary',
    defaultMessage: 'Your application was approved. Set your weekly hours and customers can book you: until then you are not offered. Your first steps are on your provider page.',
  },
  rejectedSubject: {
    id: 'api.review.rejected.subject',
    defaultMessage: '{hasMarket, select, yes {Your application to work in {market} was not approved} other {Your application to work in the market was not approved}}',
  },
  rejectedSummary: { id: 'api.review.rejected.summary', defaultMessage: 'We read your application and cannot approve it. The reason is below. You may apply again later.' },
  changesSubject: {
    id: 'api.review.changes.subject',
    defaultMessage: '{hasMarket, select, yes {Your application for {market} needs a change} other {Your application for the market needs a change}}',
  },
  changesSummary: {
    id: 'api.review.changes.summary',
    defaultMessage: 'We read your application and need something changed before we can decide. What to change is below; send it again once done.',
  },
  changesAction: { id: 'api.review.changes.action', defaultMessage: 'Change my application' },
  suspendedSubject: { id: 'api.review.suspended.subject', defaultMessage: '{hasMarket, select, yes {You are suspended in {market}} other {You are suspended in the market}}' },
  suspendedSummary: {
    id: 'api.review.suspended.summary',
    defaultMessage:
      '{hasMarket, select, yes {The managers of {market} suspended you there} other {The managers of the market suspended you there}}: you are not offered and cannot accept its work. Requests waiting for your answer went back to the market; jobs you accepted are being given to someone else. The reason is below.',
  },
  reinstatedSubject: { id: 'api.review.reinstated.subject', defaultMessage: '{hasMarket, select, yes {You can work in {market} again} other {You can work in the market again}}' },
  reinstatedSummary: {
    id: 'api.review.reinstated.summary',
    defaultMessage:
      '{hasMarket, select, yes {Your suspension in {market} was lifted} other {Your suspension in the market was lifted}}: customers can book you there again during your weekly hours.',
  },
});

const values = (p: AccountPayload) => ({ market: p.marketName ?? '', hasMarket: p.marketName ? 'yes' : 'no' });

/** The words of each decision; the reason the manager gave is shown beside them. */
export const providerReviewWords: Record<ProviderReviewTemplate, (p: AccountPayload, intl: IntlShape<string>) => Words> = {
  application_approved: (p, intl) => ({
    subject: intl.formatMessage(m.approvedSubject, values(p)),
    summary: intl.formatMessage(m.approvedSummary),
    action: { label: intl.formatMessage(m.openProviderPage), path: '/provider' },
  }),
  application_rejected: (p, intl) => ({
    subject: intl.formatMessage(m.rejectedSubject, values(p)),
    summary: intl.formatMessage(m.rejectedSummary),
    action: { label: intl.formatMessage(m.seeApplication), path: '/provider/apply' },
  }),
  application_changes_requested: (p, intl) => ({
    subject: intl.formatMessage(m.changesSubject, values(p)),
    summary: intl.formatMessage(m.changesSummary),
    action: { label: intl.formatMessage(m.changesAction), path: '/provider/apply' },
  }),
  provider_suspended: (p, intl) => ({
    subject: intl.formatMessage(m.suspendedSubject, values(p)),
    summary: intl.formatMessage(m.suspendedSummary, values(p)),
    action: { label: intl.formatMessage(m.openProviderPage), path: '/provider' },
  }),
  provider_reinstated: (p, intl) => ({
    subject: intl.formatMessage(m.reinstatedSubject, values(p)),
    summary: intl.formatMessage(m.reinstatedSummary, values(p)),
    action: { label: intl.formatMessage(m.openProviderPage), path: '/provider' },
  }),
};
