import { sql } from 'kysely';
import { deskExpect, settingsMatrix } from './expectations';
import { freshJobs, jobs, markets, toAssign } from './targets';
import { HOUR_MS, inMarket, type Row, testApp, testNow, testNowMs, withBody } from './world';

/** The market team's endpoints (issue 9): the job desk, the dashboard's numbers and lists, the market's settings. */
export const jobDeskRows: Record<string, Row> = {
  'jobDesk.get': { targets: inMarket(jobs), expect: deskExpect },
  'jobDesk.candidates': { targets: inMarket(jobs), expect: deskExpect },
  'jobDesk.assign': { targets: toAssign, expect: deskExpect },
  'jobDesk.changeStatus': { targets: inMarket(withBody(freshJobs('confirmed'), { action: 'unassign', reason: 'Provider is ill' })), expect: deskExpect },
  'jobDesk.cancel': { targets: inMarket(withBody(freshJobs('confirmed'), { onBehalfOf: 'customer', fee: 'waive', reason: 'Customer called' })), expect: deskExpect },
};
/** The market dashboard's numbers and capacity map (issue 9): the market's managers and admins. */
export const marketInsightsRows: Record<string, Row> = {
  'marketInsights.kpis': {
    targets: Object.fromEntries(Object.entries(markets).map(([name, target]) => [name, () => ({ ...target(), query: { period: '30d' } })])),
    expect: settingsMatrix,
  },
  'marketInsights.capacity': {
    targets: Object.fromEntries(Object.entries(markets).map(([name, target]) => [name, () => ({ ...target(), query: { period: '7d', limit: '5' } })])),
    expect: settingsMatrix,
  },
};
export const marketJobsRows: Record<string, Row> = {
  'marketJobs.list': { targets: markets, expect: settingsMatrix },
  'marketJobs.export': { targets: markets, expect: settingsMatrix },
  'marketJobs.unassigned': { targets: markets, expect: settingsMatrix },
  'marketJobs.calendar': {
    targets: Object.fromEntries(
      Object.entries(markets).map(([name, target]) => [name, () => ({ ...target(), query: { from: testNow().toISOString(), to: new Date(testNowMs() + 7 * 24 * HOUR_MS).toISOString() } })]),
    ),
    expect: settingsMatrix,
  },
};
/** A market's settings as stored now, with their version (an unknown market: New York's): a valid save that changes nothing. */
const currentSettings = async (marketId: string) => {
  const row = await testApp().db.selectFrom('markets').selectAll().where('id', 'in', [marketId, 'nyc']).orderBy(sql`id = ${marketId}`, 'desc').executeTakeFirstOrThrow();
  return {
    minNoticeMinutes: row.min_notice_minutes, bookingHorizonDays: row.booking_horizon_days, slotStepMinutes: row.slot_step_minutes,
    travelBufferMinutes: row.travel_buffer_minutes, holdMinutes: row.hold_minutes, freeCancellationHours: row.free_cancellation_hours,
    cancellationFeeBps: row.cancellation_fee_bps, serviceFeeBps: row.service_fee_bps, taxBps: row.tax_bps, commissionBps: row.commission_bps,
    responseWindowMinutes: row.response_window_minutes, postalCodes: row.postal_codes, legalFooter: row.legal_footer,
    reminderHoursBefore: row.reminder_hours_before, planDiscountBps: row.plan_discount_bps, requireAfterPhoto: row.require_after_photo, problemWindowHours: row.problem_window_hours, version: row.settings_version,
  };
};
export const marketSettingsRows: Record<string, Row> = {
  'markets.settings': { targets: markets, expect: settingsMatrix },
  'markets.updateSettings': {
    targets: Object.fromEntries(
      Object.entries(markets).map(([name, target]) => [name, async () => ({ ...target(), body: await currentSettings(target().params.marketId) })]),
    ),
    expect: settingsMatrix,
  },
  'markets.settingsHistory': { targets: markets, expect: settingsMatrix },
};

