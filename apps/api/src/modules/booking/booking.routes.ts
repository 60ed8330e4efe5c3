import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { feesOf, loadBookingContext } from './booking-market';
import { coverageOf } from './coverage';
import { holdSlot, releaseHold } from './holds.service';
import { priceSelection } from './prices';
import { providersAtStart, searchSlots } from './slots.service';

export function bookingRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { booking } = apiEndpoints;
  route(booking.coverage, async ({ query }) => coverageOf(deps, query.postalCode));
  route(booking.quote, async ({ params, body, request }) => {
    // Prices are public for markets coming soon too (their market page shows them).
    const { market, catalogue } = await loadBookingContext(deps, params.marketId, body.services, { live: false, language: readerLanguage(request) });
    // A plan's visits take the market's plan discount (docs/repeat-business.md).
    return priceSelection(body.services, catalogue, { ...feesOf(market), ...(body.repeat ? { planDiscountBps: market.plan_discount_bps } : {}) });
  });
  route(booking.slots, async ({ params, body }) => searchSlots(deps, params.marketId, body));
  route(booking.providersAt, async ({ params, body }) => providersAtStart(deps, params.marketId, body));
  route(booking.hold, async ({ user, body }) => ({ hold: await holdSlot(deps, user, body) }));
  route(booking.releaseHold, async ({ user, params }) => {
    await releaseHold(deps, user, params.holdId);
    return null;
  });
}
