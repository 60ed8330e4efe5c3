import type { Insertable } from 'kysely';
import type { MarketsTable } from '../db/schema';
import { horizonCovering, nextOffsetChange } from './dst';

type MarketSeed = Omit<Insertable<MarketsTable>, 'created_at'>;

const range = (from: number, to: number, pad = 5) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'));

/** Standard booking policies; each market overrides what differs. */
const defaults = {
  min_notice_minutes: 120,
  booking_horizon_days: 60,
  slot_step_minutes: 30,
  travel_buffer_minutes: 30,
  hold_minutes: 10,
  free_cancellation_hours: 24,
  cancellation_fee_bps: 2500,
  service_fee_bps: 800,
  commission_bps: 2000,
  // A provider has two hours to answer a request (docs/product.md §5).
  response_window_minutes: 120,
};

export const marketSeeds: MarketSeed[] = [
  {
    ...defaults,
    id: 'nyc',
    legal_footer: 'Handyhub Marketplace Inc. · 228 Park Ave S, New York, NY 10003 · Sales tax ID 12-3456789 · Demo data: not a real company.',
    name: 'New York City',
    time_zone: 'America/New_York',
    currency: 'USD',
    status: 'live',
    service_area: 'Manhattan, Brooklyn and western Queens',
    // Manhattan, Brooklyn, and Long Island City / Astoria / Sunnyside in Queens.
    postal_codes: [...range(10001, 10040), '10044', '10065', '10069', '10075', '10128', '10280', '10282', ...range(11201, 11239), ...range(11101, 11106)],
    tax_bps: 888, // NYC sales tax 8.875 %, rounded to whole basis points
    // Recurring plans get 10 % off each visit in New York (docs/repeat-business.md); elsewhere none.
    plan_discount_bps: 1000,
  },
  {
    ...defaults,
    id: 'berlin',
    legal_footer: 'Handyhub Marktplatz GmbH · Torstraße 1, 10119 Berlin · USt-IdNr. DE123456789 · HRB 123456 B · Demo-Daten: kein echtes Unternehmen.',
    name: 'Berlin',
    time_zone: 'Europe/Berlin',
    language: 'de',
    currency: 'EUR',
    status: 'live',
    // A market's own texts (area, legal footer) are written in its language (docs/languages.md).
    service_area: 'Innerhalb des S-Bahn-Rings, dazu Kreuzberg, Neukölln und Friedrichshain',
    postal_codes: [
      ...range(10115, 10119), '10178', '10179', ...range(10243, 10249), ...range(10405, 10439), ...range(10551, 10559),
      ...range(10585, 10589), ...range(10623, 10629), ...range(10707, 10719), ...range(10777, 10789), ...range(10823, 10829),
      ...range(10961, 10999), ...range(12043, 12059),
    ],
    min_notice_minutes: 180,
    travel_buffer_minutes: 20,
    free_cancellation_hours: 48,
    cancellation_fee_bps: 2000,
    service_fee_bps: 600,
    tax_bps: 1900, // German VAT
    commission_bps: 1800,
  },
  {
    ...defaults,
    id: 'sydney',
    legal_footer: 'Handyhub Marketplace Pty Ltd · 1 George St, Sydney NSW 2000 · ABN 12 345 678 901 · Demo data: not a real company.',
    name: 'Sydney',
    time_zone: 'Australia/Sydney',
    currency: 'AUD',
    status: 'live',
    service_area: 'City, Inner West, Eastern Suburbs and the Lower North Shore',
    postal_codes: ['2000', ...range(2007, 2011, 4), ...range(2015, 2031, 4), ...range(2037, 2050, 4), ...range(2060, 2065, 4), '2088', '2089', '2090'],
    slot_step_minutes: 15,
    service_fee_bps: 700,
    tax_bps: 1000, // GST
    commission_bps: 1800,
  },
  {
    ...defaults,
    id: 'toronto',
    legal_footer: 'Handyhub Marketplace Canada Ltd. · 1 Yonge St, Toronto ON M5E 1E5 · HST 123456789 RT0001 · Demo data: not a real company.',
    name: 'Toronto',
    time_zone: 'America/Toronto',
    currency: 'CAD',
    status: 'coming_soon',
    service_area: 'Downtown, the Annex, Leslieville and Liberty Village (opening soon)',
    // Canadian codes are matched by their forward sortation area, the first three characters.
    postal_codes: ['M4K', 'M4L', 'M4M', 'M4W', 'M4X', 'M4Y', 'M5A', 'M5B', 'M5C', 'M5E', 'M5G', 'M5H', 'M5J', 'M5R', 'M5S', 'M5T', 'M5V', 'M6J', 'M6K'],
    tax_bps: 1300, // Ontario HST
  },
];

export interface DstHorizon {
  marketId: string;
  change: Date;
  horizonDays: number;
}

/**
 * The demo markets with one live market's booking horizon stretched past its next
 * daylight-saving switch (the live market whose switch comes first), so slot computation can
 * be seen and tested across a DST change whatever day the database is created.
 */
export function marketsForSeed(now: Date): { markets: MarketSeed[]; dst: DstHorizon | null } {
  const changes = marketSeeds
    .filter((market) => market.status === 'live')
    .flatMap((market) => {
      const change = nextOffsetChange(market.time_zone, now);
      return change ? [{ marketId: market.id, change }] : [];
    })
    .sort((a, b) => a.change.getTime() - b.change.getTime());
  const first = changes[0];
  if (!first) return { markets: marketSeeds, dst: null };
  const market = marketSeeds.find((candidate) => candidate.id === first.marketId)!;
  const horizonDays = horizonCovering(first.change, now, market.booking_horizon_days);
  return {
    markets: marketSeeds.map((candidate) => (candidate.id === first.marketId ? { ...candidate, booking_horizon_days: horizonDays } : candidate)),
    dst: { ...first, horizonDays },
  };
}
