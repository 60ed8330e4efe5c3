import type { IntlShape } from 'react-intl';
import type { SettingField, SettingValue } from '@marketplace/contracts';
import { durationText, hoursText, percentText } from '@marketplace/domain-text/quantities';
import { plural } from '@marketplace/shared-ui/plural';

/** Each setting's name as the form and the history say it. */
export const settingLabels: Record<SettingField, string> = {
  minNoticeMinutes: 'Minimum notice',
  bookingHorizonDays: 'Booking horizon',
  slotStepMinutes: 'Start times every',
  holdMinutes: 'Hold length',
  travelBufferMinutes: 'Travel buffer',
  responseWindowMinutes: 'Time to answer a request',
  freeCancellationHours: 'Free cancellation until',
  cancellationFeeBps: 'Late cancellation fee',
  serviceFeeBps: 'Service fee',
  taxBps: 'Tax',
  commissionBps: 'Commission',
  postalCodes: 'Postal codes served',
  legalFooter: 'Invoice footer',
  reminderHoursBefore: 'Reminder (hours before the job)',
};

const daysText = (days: number) => plural(days, { one: 'day', other: 'days' });

/** A stored value in human units: "2 hours", "30 min", "8.88%", "48 hours before the start". */
export function settingValueText(intl: IntlShape, field: SettingField, value: SettingValue): string {
  if (Array.isArray(value)) return plural(value.length, { one: 'postal code', other: 'postal codes' });
  if (typeof value === 'string') return value === '' ? '(empty)' : `“${value}”`;
  switch (field) {
    case 'bookingHorizonDays':
      return daysText(value);
    case 'freeCancellationHours':
      return `${hoursText(intl, value)} before the start`;
    case 'reminderHoursBefore':
      return `${hoursText(intl, value)} before`;
    case 'cancellationFeeBps':
    case 'serviceFeeBps':
    case 'taxBps':
    case 'commissionBps':
      return percentText(intl, value);
    default:
      return durationText(intl, value);
  }
}

/** One change as a sentence: "Service fee: 8% → 9%", "Postal codes served: added 10041; removed 10040". */
export function changeText(intl: IntlShape, field: SettingField, before: SettingValue, after: SettingValue): string {
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((code) => !before.includes(code));
    const removed = before.filter((code) => !after.includes(code));
    const parts = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
    return `${settingLabels[field]}: ${parts.join('; ') || 'reordered'}`;
  }
  return `${settingLabels[field]}: ${settingValueText(intl, field, before)} → ${settingValueText(intl, field, after)}`;
}
