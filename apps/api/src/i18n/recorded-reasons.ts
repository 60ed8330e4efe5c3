import type { IntlShape } from '@formatjs/intl';
import type { IdentityStatus } from '@marketplace/contracts';
import { defineMessages } from '@marketplace/contracts/messages';

/**
 * Texts the API writes into a history itself, not a person's words: an identity check's
 * outcome, an application sent again (a provider application's history), a request that timed
 * out and the name of a provider who no longer has one (a job's timeline). They are kept in
 * English (the record, as every history entry is kept as written) and worded in the reader's
 * language when read (docs/languages.md); what a person wrote is shown as they wrote it.
 */
const recorded = defineMessages({
  clear: { id: 'api.history.identity-verified', defaultMessage: 'Identity verified' },
  needs_review: { id: 'api.history.identity-needs-review', defaultMessage: 'Identity needs a manual review' },
  failed: { id: 'api.history.identity-not-verified', defaultMessage: 'Identity could not be verified' },
  resubmitted: { id: 'api.history.sent-again', defaultMessage: 'Sent again with the changes' },
  timedOut: { id: 'api.history.request-timed-out', defaultMessage: 'The provider did not answer in time, so the market will assign someone else.' },
  formerProvider: { id: 'api.history.former-provider', defaultMessage: 'A former provider' },
  // A recurring plan's visits (docs/repeat-business.md): skipped, cancelled by the plan, made without its provider.
  skipped: { id: 'api.history.plan-visit-skipped', defaultMessage: 'Skipped' },
  planChanged: { id: 'api.history.plan-changed', defaultMessage: 'The plan changed: this visit is made again under its new terms.' },
  planPaused: { id: 'api.history.plan-paused', defaultMessage: 'The plan was paused.' },
  planEnded: { id: 'api.history.plan-ended', defaultMessage: 'The plan was ended.' },
  notWorking: { id: 'api.history.plan-provider-not-working', defaultMessage: 'The plan’s provider does not work at this time.' },
  timeOff: { id: 'api.history.plan-provider-time-off', defaultMessage: 'The plan’s provider is off at this time.' },
  busy: { id: 'api.history.plan-provider-busy', defaultMessage: 'The plan’s provider has another job at this time.' },
  unavailable: { id: 'api.history.plan-provider-unavailable', defaultMessage: 'The plan’s provider no longer takes these jobs in this market.' },
  noProvider: { id: 'api.history.plan-no-provider', defaultMessage: 'The plan has no provider any more.' },
});

const english = new Map(Object.values(recorded).map((descriptor) => [descriptor.defaultMessage, descriptor]));

/** The reason to record for an identity check's outcome. */
export const identityOutcomeReason = (status: IdentityStatus): string => recorded[status].defaultMessage;

/** The reason to record for an application sent again after the market team asked for changes. */
export const resubmittedReason = recorded.resubmitted.defaultMessage;

/** The reason recorded when a provider did not answer a request in time (jobs/expire-request.ts). */
export const timedOutReason = recorded.timedOut.defaultMessage;

/** The name recorded for a provider without one any more (a job's change of provider). */
export const formerProviderName = recorded.formerProvider.defaultMessage;

/** The reason recorded when a customer skips a visit of their plan. */
export const skippedReason = recorded.skipped.defaultMessage;

/** The reasons recorded when a plan cancels its own visits: a change (they are made again), a pause, its end. */
export const planCancelReasons = { change: recorded.planChanged.defaultMessage, pause: recorded.planPaused.defaultMessage, end: recorded.planEnded.defaultMessage } as const;

/** Why a plan's visit was made without the plan's provider (plans/visit-checks.ts). */
export type VisitProblem = 'notWorking' | 'timeOff' | 'busy' | 'unavailable' | 'noProvider';
export const visitProblemReason = (problem: VisitProblem): string => recorded[problem].defaultMessage;

/** A history entry's reason (or recorded name) as the reader reads it: one the API wrote, in their language; a person's, as written. */
export function reasonForReader(intl: IntlShape<string>, reason: string): string;
export function reasonForReader(intl: IntlShape<string>, reason: string | null): string | null;
export function reasonForReader(intl: IntlShape<string>, reason: string | null): string | null {
  const recorded = reason === null ? undefined : english.get(reason);
  return recorded ? intl.formatMessage(recorded) : reason;
}
