import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { limitRequest } from '../rate-limits';
import { feesOf, loadBookingContext } from './booking-market';
import { coverageOf } from './coverage';
import { holdSlot, releaseHold } from './holds.service';
import { priceSelection } from './prices';
import { providersAtStart, searchSlots } from './slots.service';

export function bookingRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { booking } = apiEndpoints;
  route(booking.coverage, async ({ query }) => coverageOf(deps, query.postalCode));
  route(booking.quote, async ({ params, body }) => {
    // Prices are public for markets coming soon too (their market page shows them).
    const { market, catalogue } = await loadBookingContext(deps, params.marketId, body.services, { live: false });
    return priceSelection(body.services, catalogue, feesOf(market));
  });
  route(booking.slots, async ({ params, body, request }) => {
    await limitRequest(deps, 'slotSearch', { address: request.ip });
    return searchSlots(deps, params.marketId, body);
  });
  route(booking.providersAt, async ({ params, body, request }) => {
    await limitRequest(deps, 'slotSearch', { address: request.ip });
    return providersAtStart(deps, params.marketId, body);
  });
  route(booking.hold, async ({ auth, body, request }) => {
    const { user } = requireAuth(auth);
    await limitRequest(deps, 'hold', { address: request.ip, userId: user.id });
    return { hold: await holdSlot(deps, user, body) };
  });
  route(booking.releaseHold, async ({ auth, params }) => {
    await releaseHold(deps, requireAuth(auth).user, params.holdId);
    return null;
  });
}
