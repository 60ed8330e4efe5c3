import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewProviderFacts {
  userId: string;
  marketId: string;
  displayName: string;
  aboutHtml: string;
  picturePath: string | null;
  payoutAccountReference: string | null;
  serviceIds: string[];
}

/**
 * What an approval makes of the applicant, inside the decision's transaction: the provider role,
 * a provider record (theirs if they already have one: a provider applying for another market
 * keeps their profile), the market and the services. No weekly hours: the slot engine offers
 * nobody without them, so the profile goes live once the provider sets them.
 */
export async function makeProvider(trx: Kysely<Database>, facts: NewProviderFacts): Promise<string> {
  await trx
    .updateTable('users')
    .set({ roles: sql<string[]>`array_append(roles, 'provider')` })
    .where('id', '=', facts.userId)
    .where(sql<boolean>`not ('provider' = any(roles))`)
    .execute();
  const existing = await trx.selectFrom('providers').select('id').where('user_id', '=', facts.userId).executeTakeFirst();
  const providerId =
    existing?.id ??
    (
      await trx
        .insertInto('providers')
        .values({
          user_id: facts.userId,
          display_name: facts.displayName,
          bio_html: facts.aboutHtml,
          picture_path: facts.picturePath,
          ...(facts.payoutAccountReference ? { payout_account: facts.payoutAccountReference } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await trx.insertInto('provider_markets').values({ provider_id: providerId, market_id: facts.marketId }).onConflict((c) => c.doNothing()).execute();
  if (facts.serviceIds.length > 0) {
    await trx
      .insertInto('provider_services')
      .values(facts.serviceIds.map((serviceId) => ({ provider_id: providerId, service_id: serviceId })))
      .onConflict((c) => c.doNothing())
      .execute();
  }
  return providerId;
}
