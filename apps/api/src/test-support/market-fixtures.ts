import type { MarketSettings } from '@marketplace/contracts';

/** Market settings that pass validation and differ from every seeded market's. */
export const validMarketSettings: MarketSettings = {
  minNoticeMinutes: 90,
  bookingHorizonDays: 120,
  slotStepMinutes: 15,
  travelBufferMinutes: 20,
  holdMinutes: 12,
  freeCancellationHours: 48,
  cancellationFeeBps: 1500,
  serviceFeeBps: 750,
  taxBps: 888,
  commissionBps: 1900,
  responseWindowMinutes: 90,
};
