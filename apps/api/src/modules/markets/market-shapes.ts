import { type MarketDetail, type MarketSettings, type MarketSummary, type ServiceOffer, type SettingField, settingFieldNames, type SettingValue, type UpdateMarketSettings } from '@marketplace/contracts';
import type { MarketRow } from '../../db/schema';
import type { MarketSettingsColumns } from './markets.repository';

export function toMarketSummary(row: MarketRow): MarketSummary {
  return { id: row.id, name: row.name, timeZone: row.time_zone, currency: row.currency, language: row.language, status: row.status, serviceArea: row.service_area };
}

export function toPolicies(row: MarketRow): MarketDetail['policies'] {
  return {
    minNoticeMinutes: row.min_notice_minutes,
    bookingHorizonDays: row.booking_horizon_days,
    freeCancellationHours: row.free_cancellation_hours,
    cancellationFeeBps: row.cancellation_fee_bps,
    serviceFeeBps: row.service_fee_bps,
    taxBps: row.tax_bps,
    planDiscountBps: row.plan_discount_bps,
  };
}

export function toServiceOffer(row: {
  id: string;
  name: string;
  description: string;
  unit: 'job' | 'hour';
  default_duration_minutes: number;
  price_minor: number;
}): ServiceOffer {
  return { id: row.id, name: row.name, description: row.description, unit: row.unit, defaultDurationMinutes: row.default_duration_minutes, priceMinor: row.price_minor };
}

export function toMarketSettings(row: MarketRow): MarketSettings {
  return {
    minNoticeMinutes: row.min_notice_minutes,
    bookingHorizonDays: row.booking_horizon_days,
    slotStepMinutes: row.slot_step_minutes,
    travelBufferMinutes: row.travel_buffer_minutes,
    holdMinutes: row.hold_minutes,
    freeCancellationHours: row.free_cancellation_hours,
    cancellationFeeBps: row.cancellation_fee_bps,
    serviceFeeBps: row.service_fee_bps,
    taxBps: row.tax_bps,
    commissionBps: row.commission_bps,
    planDiscountBps: row.plan_discount_bps,
    responseWindowMinutes: row.response_window_minutes,
    reminderHoursBefore: row.reminder_hours_before,
    requireAfterPhoto: row.require_after_photo,
    problemWindowHours: row.problem_window_hours,
    postalCodes: row.postal_codes,
    legalFooter: row.legal_footer,
    version: row.settings_version,
  };
}

export function toSettingsColumns(settings: UpdateMarketSettings): MarketSettingsColumns {
  return {
    min_notice_minutes: settings.minNoticeMinutes,
    booking_horizon_days: settings.bookingHorizonDays,
    slot_step_minutes: settings.slotStepMinutes,
    travel_buffer_minutes: settings.travelBufferMinutes,
    hold_minutes: settings.holdMinutes,
    free_cancellation_hours: settings.freeCancellationHours,
    cancellation_fee_bps: settings.cancellationFeeBps,
    service_fee_bps: settings.serviceFeeBps,
    tax_bps: settings.taxBps,
    commission_bps: settings.commissionBps,
    plan_discount_bps: settings.planDiscountBps,
    response_window_minutes: settings.responseWindowMinutes,
    reminder_hours_before: settings.reminderHoursBefore,
    require_after_photo: settings.requireAfterPhoto,
    problem_window_hours: settings.problemWindowHours,
    postal_codes: settings.postalCodes,
    legal_footer: settings.legalFooter,
  };
}

/** Each setting that differs between two states, before → after; nothing when none does. */
export function settingsDiff(before: MarketSettings, after: MarketSettings): Partial<Record<SettingField, { before: SettingValue; after: SettingValue }>> {
  const diff: Partial<Record<SettingField, { before: SettingValue; after: SettingValue }>> = {};
  for (const field of settingFieldNames) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) diff[field] = { before: before[field], after: after[field] };
  }
  return diff;
}
