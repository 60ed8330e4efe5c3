import type { ApplicationChecks } from '@marketplace/contracts';

export interface CheckFacts {
  identity_status: 'clear' | 'needs_review' | 'failed' | null;
  phone_verified_at: Date | null;
  payout_account_last4: string | null;
  terms_version: string | null;
  picture_path: string | null;
}

/**
 * The checks as the reviewer reads them (docs/market-providers.md, "Review rules"): an
 * application needs a closer look unless the identity check came back clear, the phone is
 * verified, a payout account is on file and the terms were accepted. A missing picture is
 * shown but not flagged: the initials avatar stands in until they upload one.
 */
export function checksOf(facts: CheckFacts): ApplicationChecks {
  const phoneVerified = facts.phone_verified_at !== null;
  const needsReview = facts.identity_status !== 'clear' || !phoneVerified || facts.payout_account_last4 === null || facts.terms_version === null;
  return {
    identity: facts.identity_status,
    phoneVerified,
    payoutLast4: facts.payout_account_last4,
    termsVersion: facts.terms_version,
    hasPicture: facts.picture_path !== null,
    needsReview,
  };
}
