import { errorCodes, type AdminMarket, type GoLiveResult } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { lockMarketRow } from '../markets';
import { type AdminActor, recordCatalogueChange } from './catalogue-audit';
import { countOfferableProviders, countPricedServices, setMarketStatus } from './admin-markets.repository';
import { adminsOnly, getAdminMarket, noSuchMarket } from './admin-markets.service';
import { launchGaps, notReadyMessage } from './launch-gaps';
import { queueLaunchEmails } from './launch-emails';

/**
 * Opens a market (docs/admin-markets.md, "Going live"): refused (409 MARKET_NOT_READY, naming what
 * is missing) until it has an offerable provider and a priced active service. The status, the
 * audit and the waitlist's emails are one transaction, with the market's row locked: two opens
 * at once queue one set of emails; opening a live market changes nothing.
 */
export async function goLive(deps: Deps, actor: AdminActor, marketId: string): Promise<GoLiveResult> {
  adminsOnly(actor);
  const launchEmailsQueued = await deps.db.transaction().execute(async (trx) => {
    const market = await lockMarketRow(trx, marketId);
    if (!market) throw noSuchMarket();
    if (market.status === 'live') return 0;
    const gaps = launchGaps({ offerableProviders: await countOfferableProviders(trx, marketId), pricedServices: await countPricedServices(trx, marketId) });
    if (gaps.length) throw new AppError(409, errorCodes.marketNotReady, notReadyMessage(gaps));
    await setMarketStatus(trx, marketId, 'live');
    const queued = await queueLaunchEmails(deps, trx, market);
    await recordCatalogueChange(deps, trx, actor, 'market_status_changed', { marketId, status: 'live', launchEmails: queued });
    return queued;
  });
  return { ...(await getAdminMarket(deps, actor, marketId)), launchEmailsQueued };
}

/** Back to coming soon: no new bookings there; booked jobs go ahead. Nobody is emailed. */
export async function comingSoon(deps: Deps, actor: AdminActor, marketId: string): Promise<AdminMarket> {
  adminsOnly(actor);
  await deps.db.transaction().execute(async (trx) => {
    const market = await lockMarketRow(trx, marketId);
    if (!market) throw noSuchMarket();
    if (market.status === 'coming_soon') return;
    await setMarketStatus(trx, marketId, 'coming_soon');
    await recordCatalogueChange(deps, trx, actor, 'market_status_changed', { marketId, status: 'coming_soon' });
  });
  return getAdminMarket(deps, actor, marketId);
}
