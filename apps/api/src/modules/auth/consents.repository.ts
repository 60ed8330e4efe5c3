import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The versions of the terms and the privacy policy a new account agrees to: the "Last updated"
 * date of each page (apps/shell/src/pages/static). Change them together with the page (docs/accounts.md).
 */
export const TERMS_VERSION = '2026-11-22';
export const PRIVACY_POLICY_VERSION = '2026-11-25';

/** A new account agreed to the current terms and privacy policy when it proved its email. */
export async function recordSignupConsents(db: Kysely<Database>, userId: string, acceptedAt: Date): Promise<void> {
  await db
    .insertInto('consents')
    .values([
      { user_id: userId, kind: 'terms', version: TERMS_VERSION, accepted_at: acceptedAt },
      { user_id: userId, kind: 'privacy_policy', version: PRIVACY_POLICY_VERSION, accepted_at: acceptedAt },
    ])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
