import type { CreateMarketInput } from '@marketplace/contracts';
import { validMarketSettings } from './market-fixtures';
import { createUser, type TestApp } from './test-app';

/** A valid new market in Lyon with the given slug and postal codes. */
export function newMarket(id: string, postalCodes = ['69001', '69002']): CreateMarketInput {
  const { version: _version, ...settings } = validMarketSettings;
  return { ...settings, id, name: `Lyon ${id}`, timeZone: 'Europe/Paris', currency: 'eur', serviceArea: 'Presqu’île and Croix-Rousse', language: 'en', postalCodes };
}

/**
 * A provider working in `marketId`, Mondays 09:00–17:00 unless `hours` is false (offerable unless
 * paused or suspended afterwards; counted for going live once they have hours).
 */
export async function addProviderIn(t: TestApp, marketId: string, email: string, { hours = true }: { hours?: boolean } = {}): Promise<string> {
  const userId = await createUser(t.db, { email, roles: ['customer', 'provider'] });
  const { id } = await t.db.insertInto('providers').values({ user_id: userId, display_name: 'Lou Test', bio_html: '' }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('provider_markets').values({ provider_id: id, market_id: marketId }).execute();
  if (hours) await addMondayHours(t, id);
  return id;
}

export async function addMondayHours(t: TestApp, providerId: string): Promise<void> {
  await t.db.insertInto('provider_availability').values({ provider_id: providerId, weekday: 1, start_minute: 9 * 60, end_minute: 17 * 60 }).execute();
}
