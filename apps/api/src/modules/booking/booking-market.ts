import type { LanguageCode, ServicesSelection } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FieldErrors } from '../../http/error-messages/localized';
import { bookingMessages as m } from './booking-messages';
import { findMarketRow, listActiveServices } from '../markets';
import type { PricedService } from './prices';

/** The market a booking happens in, or 404. */
export async function loadMarket(deps: Deps, marketId: string): Promise<MarketRow> {
  const market = await findMarketRow(deps.db, marketId);
  if (!market) throw AppError.notFound(m.noSuchMarket);
  return market;
}

/** Only live markets take bookings; a market coming soon points to its waitlist. */
export function requireLive(market: MarketRow): void {
  if (market.status !== 'live') {
    throw AppError.conflict({ ...m.notTakingBookings, values: { market: market.name } });
  }
}

/** The services a market sells now (active), with its prices; names in `language`. */
export async function loadCatalogue(deps: Deps, marketId: string, language: LanguageCode): Promise<Map<string, PricedService>> {
  const rows = await listActiveServices(deps.db, marketId, language);
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, unit: row.unit, defaultDurationMinutes: row.default_duration_minutes, priceMinor: row.price_minor }]),
  );
}

/** 400 with a field error for each service the market does not sell (unknown or switched off). */
export function checkSelection(selection: ServicesSelection, catalogue: ReadonlyMap<string, PricedService>, market: MarketRow, field = 'services'): void {
  const fieldErrors: FieldErrors = {};
  selection.forEach((choice, index) => {
    if (!catalogue.has(choice.serviceId)) fieldErrors[`${field}.${index}.serviceId`] = [{ ...m.notOfferedInMarket, values: { market: market.name } }];
  });
  if (Object.keys(fieldErrors).length) throw AppError.validation(fieldErrors, { ...m.servicesNotOfferedInMarket, values: { market: market.name } });
}

/**
 * Market, catalogue and a checked selection: what quoting, searching and holding all start with.
 * `language`: the services' names in the catalogue. A quote answers in the reader's; what a job
 * stores (`job_services.name`) is English, the source its readers' languages are joined to.
 */
export async function loadBookingContext(deps: Deps, marketId: string, selection: ServicesSelection, options: { live: boolean; language: LanguageCode }) {
  const market = await loadMarket(deps, marketId);
  if (options.live) requireLive(market);
  const catalogue = await loadCatalogue(deps, marketId, options.language);
  checkSelection(selection, catalogue, market);
  return { market, catalogue };
}

export function feesOf(market: MarketRow) {
  return { currency: market.currency, serviceFeeBps: market.service_fee_bps, taxBps: market.tax_bps };
}

/** The market's cancellation policy now, as a job snapshots it. */
export function policyOf(market: Pick<MarketRow, 'free_cancellation_hours' | 'cancellation_fee_bps' | 'commission_bps'>) {
  // The commission travels with the policy: both are snapshotted on the job at booking.
  return { freeCancellationHours: market.free_cancellation_hours, cancellationFeeBps: market.cancellation_fee_bps, commissionBps: market.commission_bps };
}
