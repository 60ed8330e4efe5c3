import type { IntlShape } from '@formatjs/intl';
import type { IdentityStatus } from '@marketplace/contracts';
import { defineMessages } from '@marketplace/contracts/messages';

/**
 * Reasons the API writes into a history itself, not a person's words: an identity check's
 * outcome, an application sent again, on a provider application's history. They are kept in English (the record, as every
 * history entry is kept as written) and worded in the reader's language when read
 * (docs/languages.md); what a person wrote is shown as they wrote it.
 */
const recorded = defineMessages({
  clear: { id: 'api.history.identity-verified', defaultMessage: 'Identity verified' },
  needs_review: { id: 'api.history.identity-needs-review', defaultMessage: 'Identity needs a manual review' },
  failed: { id: 'api.history.identity-not-verified', defaultMessage: 'Identity could not be verified' },
  resubmitted: { id: 'api.history.sent-again', defaultMessage: 'Sent again with the changes' },
});

const english = new Map(Object.values(recorded).map((descriptor) => [descriptor.defaultMessage, descriptor]));

/** The reason to record for an identity check's outcome. */
export const identityOutcomeReason = (status: IdentityStatus): string => recorded[status].defaultMessage;

/** The reason to record for an application sent again after the market team asked for changes. */
export const resubmittedReason = recorded.resubmitted.defaultMessage;

/** A history entry's reason as the reader reads it: one the API wrote, in their language; a person's, as written. */
export function reasonForReader(intl: IntlShape<string>, reason: string | null): string | null {
  const recorded = reason === null ? undefined : english.get(reason);
  return recorded ? intl.formatMessage(recorded) : reason;
}
