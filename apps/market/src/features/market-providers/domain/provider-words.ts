import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ApplicationChecks, ApplicationStatus, ProviderStatus, RosterMetrics } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/shared-ui/badge';

type Words = { label: MessageDescriptor; tone: BadgeTone };

const statusLabels = defineMessages({
  active: { id: 'market.provider-status.active', defaultMessage: 'Active' },
  paused: { id: 'market.provider-status.paused', defaultMessage: 'Paused by themselves' },
  suspended: { id: 'market.provider-status.suspended', defaultMessage: 'Suspended' },
});

export const statusWords: Record<ProviderStatus, Words> = {
  active: { label: statusLabels.active, tone: 'success' },
  paused: { label: statusLabels.paused, tone: 'warning' },
  suspended: { label: statusLabels.suspended, tone: 'danger' },
};

const identityLabels = defineMessages({
  clear: { id: 'market.identity.clear', defaultMessage: 'Identity clear' },
  needsReview: { id: 'market.identity.needs-review', defaultMessage: 'Identity needs review' },
  failed: { id: 'market.identity.failed', defaultMessage: 'Identity check failed' },
  none: { id: 'market.identity.none', defaultMessage: 'Identity not checked' },
});

export const identityWords: Record<NonNullable<ApplicationChecks['identity']> | 'none', Words> = {
  clear: { label: identityLabels.clear, tone: 'success' },
  needs_review: { label: identityLabels.needsReview, tone: 'warning' },
  failed: { label: identityLabels.failed, tone: 'danger' },
  none: { label: identityLabels.none, tone: 'warning' },
};

/** Where an application stands, as a sentence (the reviewer's dialog title once it is not waiting). */
export const applicationStatusSentence: Record<ApplicationStatus, MessageDescriptor> = defineMessages({
  draft: { id: 'market.application-status.draft', defaultMessage: 'The applicant has not sent this application yet' },
  submitted: { id: 'market.application-status.submitted', defaultMessage: 'This application is waiting for a decision' },
  changes_requested: { id: 'market.application-status.changes-requested', defaultMessage: 'Changes were requested' },
  approved: { id: 'market.application-status.approved', defaultMessage: 'This application was approved' },
  rejected: { id: 'market.application-status.rejected', defaultMessage: 'This application was rejected' },
});

const checkWords = defineMessages<{
  phone: { ok: 'yes' | 'no' };
  payout: { last4: string };
  noPayout: Record<never, never>;
  terms: { version: string };
  noTerms: Record<never, never>;
  picture: { ok: 'yes' | 'no' };
  minutes: { minutes: number };
  hoursMinutes: { hours: number; minutes: number };
}>({
  phone: { id: 'market.check.phone', defaultMessage: '{ok, select, yes {Phone verified} other {Phone not verified}}' },
  payout: { id: 'market.check.payout', defaultMessage: 'Payout account ending {last4}' },
  noPayout: { id: 'market.check.no-payout', defaultMessage: 'No payout account' },
  terms: { id: 'market.check.terms', defaultMessage: 'Accepted terms {version}' },
  noTerms: { id: 'market.check.no-terms', defaultMessage: 'Terms not accepted' },
  picture: { id: 'market.check.picture', defaultMessage: '{ok, select, yes {Picture uploaded} other {No picture (initials shown)}}' },
  minutes: { id: 'market.roster.response-minutes', defaultMessage: '{minutes, number} min' },
  hoursMinutes: { id: 'market.roster.response-hours', defaultMessage: '{hours, number} h {minutes, number} min' },
});

/** The checks as short lines a reviewer scans: what passed, what did not. */
export function checkLines(intl: IntlShape, checks: ApplicationChecks): Array<{ label: string; ok: boolean }> {
  return [
    { label: intl.formatMessage(checkWords.phone, { ok: checks.phoneVerified ? 'yes' : 'no' }), ok: checks.phoneVerified },
    { label: checks.payoutLast4 ? intl.formatMessage(checkWords.payout, { last4: checks.payoutLast4 }) : intl.formatMessage(checkWords.noPayout), ok: checks.payoutLast4 !== null },
    { label: checks.termsVersion ? intl.formatMessage(checkWords.terms, { version: checks.termsVersion }) : intl.formatMessage(checkWords.noTerms), ok: checks.termsVersion !== null },
    { label: intl.formatMessage(checkWords.picture, { ok: checks.hasPicture ? 'yes' : 'no' }), ok: checks.hasPicture },
  ];
}

export const percent = (intl: IntlShape, rate: number | null) => (rate === null ? '—' : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 }));

export function responseTime(intl: IntlShape, minutes: RosterMetrics['medianResponseMinutes']): string {
  if (minutes === null) return '—';
  if (minutes < 60) return intl.formatMessage(checkWords.minutes, { minutes });
  return intl.formatMessage(checkWords.hoursMinutes, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
