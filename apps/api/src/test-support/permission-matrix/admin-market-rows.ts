import { newMarket } from '../catalogue-fixtures';
import { adminsOnly } from './expectations';
import { markets } from './targets';
import { type Row, testApp } from './world';

/** The admin's catalogue (issue 20, docs/admin-markets.md): admins only, whatever the market; unknown ones 404 for admins. */
let made = 0;
const unique = (role: string) => `matrix-${role.toLowerCase()}-${(made += 1)}`;

/** A save that changes nothing: the market's identity and settings as stored. */
async function currentMarket(marketId: string) {
  const db = testApp().db;
  const row = (await db.selectFrom('markets').selectAll().where('id', '=', marketId).executeTakeFirst()) ?? (await db.selectFrom('markets').selectAll().where('id', '=', 'nyc').executeTakeFirstOrThrow());
  return {
    name: row.name, timeZone: row.time_zone, serviceArea: row.service_area, language: row.language,
    minNoticeMinutes: row.min_notice_minutes, bookingHorizonDays: row.booking_horizon_days, slotStepMinutes: row.slot_step_minutes,
    travelBufferMinutes: row.travel_buffer_minutes, holdMinutes: row.hold_minutes, freeCancellationHours: row.free_cancellation_hours,
    cancellationFeeBps: row.cancellation_fee_bps, serviceFeeBps: row.service_fee_bps, taxBps: row.tax_bps, commissionBps: row.commission_bps,
    responseWindowMinutes: row.response_window_minutes, postalCodes: row.postal_codes, legalFooter: row.legal_footer,
    reminderHoursBefore: row.reminder_hours_before, planDiscountBps: row.plan_discount_bps, requireAfterPhoto: row.require_after_photo, problemWindowHours: row.problem_window_hours, version: row.settings_version,
  };
}
/** Home cleaning as seeded: a save that changes nothing (slot lengths elsewhere in the matrix stay). */
const cleaningDetails = { name: 'Home cleaning', description: 'Regular cleaning of kitchen, bathrooms, floors and surfaces. Bring your own supplies or ask for ours.', unit: 'hour', defaultDurationMinutes: 180 };
const currentPrice = async (marketId: string) => {
  const row = await testApp().db.selectFrom('market_services').select(['price_minor', 'active']).where('market_id', '=', marketId).where('service_id', '=', 'home-cleaning').executeTakeFirst();
  return { priceMinor: row?.price_minor ?? 5500, active: row?.active ?? true };
};
/** Opening a live market or closing one coming soon changes nothing: nyc is live, toronto coming soon. */
const statusTargets = (marketId: string) => ({ market: () => ({ params: { marketId } }), unknown: () => ({ params: { marketId: 'atlantis' } }) });

export const adminMarketRows: Record<string, Row> = {
  'adminCatalogue.markets': { targets: { firstPage: () => ({ query: { pageSize: '10' } }) }, expect: adminsOnly(200) },
  'adminCatalogue.createMarket': { targets: { fresh: (_ids, role) => ({ body: newMarket(unique(role)) }) }, expect: adminsOnly(201) },
  'adminCatalogue.market': { targets: markets, expect: adminsOnly({ nyc: 200, berlin: 200, unknown: 404 }) },
  'adminCatalogue.updateMarket': {
    targets: Object.fromEntries(Object.entries(markets).map(([name, target]) => [name, async () => ({ ...target(), body: await currentMarket(target().params.marketId) })])),
    expect: adminsOnly({ nyc: 200, berlin: 200, unknown: 404 }),
  },
  'adminCatalogue.goLive': { targets: statusTargets('nyc'), expect: adminsOnly({ market: 200, unknown: 404 }) },
  'adminCatalogue.comingSoon': { targets: statusTargets('toronto'), expect: adminsOnly({ market: 200, unknown: 404 }) },
  'adminCatalogue.services': { targets: { firstPage: () => ({}) }, expect: adminsOnly(200) },
  'adminCatalogue.createService': { targets: { fresh: (_ids, role) => ({ body: { ...cleaningDetails, name: unique(role) } }) }, expect: adminsOnly(201) },
  'adminCatalogue.updateService': {
    targets: { cleaning: () => ({ params: { serviceId: 'home-cleaning' }, body: cleaningDetails }), unknown: () => ({ params: { serviceId: 'no-such-service' }, body: cleaningDetails }) },
    expect: adminsOnly({ cleaning: 200, unknown: 404 }),
  },
  'adminCatalogue.setServicePrice': {
    targets: {
      nyc: async () => ({ params: { serviceId: 'home-cleaning', marketId: 'nyc' }, body: await currentPrice('nyc') }),
      unknown: async () => ({ params: { serviceId: 'home-cleaning', marketId: 'atlantis' }, body: await currentPrice('nyc') }),
    },
    expect: adminsOnly({ nyc: 200, unknown: 404 }),
  },
};
