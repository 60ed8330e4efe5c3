import type { CreateMarketInput } from '@marketplace/contracts';
import { validMarketSettings } from './market-fixtures';
import { createUser, type TestApp } from './test-app';

/** A valid new market in Lyon with the given slug and postal codes. */
export function newMarket(id: string, postalCodes = ['69001', '69002']): CreateMarketInput {
  const { version: _version, ...settings } = validMarketSettings;
  return { ...settings, id, name: `Lyon ${id}`, timeZone: 'Europe/Paris', currency: 'eur', serviceArea: 'Presqu’île and Croix-Rousse', postalCodes };
}

/** A provider working in `marketId` (offerable unless paused or suspended afterwards). */
export async function addProviderIn(t: TestApp, marketId: string, email: string): Promise<string> {
  const userId = await createUser(t.db, { email, roles: ['customer', 'provider'] });
  const { id } = await t.db.insertInto('providers').values({ user_id: userId, display_name: 'Lou Test', bio_html: '' }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('provider_markets').values({ provider_id: id, market_id: marketId }).execute();
  return id;
}
