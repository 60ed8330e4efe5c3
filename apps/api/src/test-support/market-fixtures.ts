import type { UpdateMarketSettings } from '@marketplace/contracts';

/** Market settings that pass validation and differ from every seeded market's (saved from the seeded version 1). */
export const validMarketSettings: UpdateMarketSettings = {
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
  planDiscountBps: 500,
  responseWindowMinutes: 90,
  reminderHoursBefore: 24,
  requireAfterPhoto: true,
  problemWindowHours: 48,
  postalCodes: ['10001', '10002', '11201'],
  legalFooter: 'Handyhub Test Market LLC · 1 Main St · Tax ID 00-0000000',
  version: 1,
};
