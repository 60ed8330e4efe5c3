import type { ApplicationChecks, ApplicationStatus, ProviderStatus, RosterMetrics } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/shared-ui/badge';

export const statusWords: Record<ProviderStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused by themselves', tone: 'warning' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

export const identityWords: Record<NonNullable<ApplicationChecks['identity']> | 'none', { label: string; tone: BadgeTone }> = {
  clear: { label: 'Identity clear', tone: 'success' },
  needs_review: { label: 'Identity needs review', tone: 'warning' },
  failed: { label: 'Identity check failed', tone: 'danger' },
  none: { label: 'Identity not checked', tone: 'warning' },
};

/** Where an application stands, as a sentence (the reviewer's dialog title once it is not waiting). */
export const applicationStatusSentence: Record<ApplicationStatus, string> = {
  draft: 'The applicant has not sent this application yet',
  submitted: 'This application is waiting for a decision',
  changes_requested: 'Changes were requested',
  approved: 'This application was approved',
  rejected: 'This application was rejected',
};

/** The checks as short lines a reviewer scans: what passed, what did not. */
export function checkLines(checks: ApplicationChecks): Array<{ label: string; ok: boolean }> {
  return [
    { label: checks.phoneVerified ? 'Phone verified' : 'Phone not verified', ok: checks.phoneVerified },
    { label: checks.payoutLast4 ? `Payout account ending ${checks.payoutLast4}` : 'No payout account', ok: checks.payoutLast4 !== null },
    { label: checks.termsVersion ? `Accepted terms ${checks.termsVersion}` : 'Terms not accepted', ok: checks.termsVersion !== null },
    { label: checks.hasPicture ? 'Picture uploaded' : 'No picture (initials shown)', ok: checks.hasPicture },
  ];
}

export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);

export function responseTime(minutes: RosterMetrics['medianResponseMinutes']): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}
