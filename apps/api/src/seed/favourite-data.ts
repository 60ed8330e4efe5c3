import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { demoAccount } from './demo-accounts';
import { providerEmail, providerNames } from './provider-people';

/**
 * The demo customer's two favourite providers (docs/repeat-business.md): New York providers
 * other than the demo provider, whom the customer can favourite from their job page to try it.
 */
export const demoFavouriteEmails = (providerNames.nyc ?? []).slice(1, 3).map(providerEmail);

/** Added a day apart, so "most recently added first" has one answer. */
export async function insertDemoFavourites(db: Kysely<Database>, now: Date, userIds: Map<string, string>, providerIds: Map<string, string>): Promise<void> {
  const customerId = userIds.get(demoAccount('customer').email);
  const rows = demoFavouriteEmails.flatMap((email, index) => {
    const userId = userIds.get(email);
    const providerId = userId && providerIds.get(userId);
    return customerId && providerId ? [{ user_id: customerId, provider_id: providerId, created_at: new Date(now.getTime() - (index + 1) * 86_400_000) }] : [];
  });
  if (rows.length) await db.insertInto('favourite_providers').values(rows).execute();
}
