import type { APIRequestContext } from '@playwright/test';
import { getJson, putJson } from './provider-jobs';

/** A market's settings as the API answers them (docs/market.md, "Settings"). */
export type MarketSettings = Record<string, number | string | string[] | boolean> & { version: number };

/**
 * Saves these settings over whatever the market has now: a save names the version it was read
 * at (409 otherwise), so a test that changes settings several times reads the latest version first.
 */
export async function saveMarketSettings(request: APIRequestContext, marketId: string, settings: Record<string, unknown>): Promise<MarketSettings> {
  const { version } = await getJson<MarketSettings>(request, `/api/markets/${marketId}/settings`);
  return putJson<MarketSettings>(request, `/api/markets/${marketId}/settings`, { ...settings, version });
}
