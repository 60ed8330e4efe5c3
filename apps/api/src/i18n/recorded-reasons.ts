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

/** A history entry's reason (or recorded name) as the reader reads it: one the API wrote, in their language; a person's, as written. */
export function reasonForReader(intl: IntlShape<string>, reason: string): string;
export function reasonForReader(intl: IntlShape<string>, reason: string | null): string | null;
export function reasonForReader(intl: IntlShape<string>, reason: string | null): string | null {
  const recorded = reason === null ? undefined : english.get(reason);
  return recorded ? intl.formatMessage(recorded) : reason;
}
