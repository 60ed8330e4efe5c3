import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { SettingField, SettingValue } from '@marketplace/contracts';
import { durationText, hoursText, percentText } from '@marketplace/domain-text/quantities';

/** Each setting's name as the form and the history say it. */
export const settingLabels: Record<SettingField, MessageDescriptor> = defineMessages({
  minNoticeMinutes: { id: 'market.setting.min-notice', defaultMessage: 'Minimum notice' },
  bookingHorizonDays: { id: 'market.setting.booking-horizon', defaultMessage: 'Booking horizon' },
  slotStepMinutes: { id: 'market.setting.slot-step', defaultMessage: 'Start times every' },
  holdMinutes: { id: 'market.setting.hold', defaultMessage: 'Hold length' },
  travelBufferMinutes: { id: 'market.setting.travel-buffer', defaultMessage: 'Travel buffer' },
  responseWindowMinutes: { id: 'market.setting.response-window', defaultMessage: 'Time to answer a request' },
  freeCancellationHours: { id: 'market.setting.free-cancellation', defaultMessage: 'Free cancellation until' },
  cancellationFeeBps: { id: 'market.setting.cancellation-fee', defaultMessage: 'Late cancellation fee' },
  serviceFeeBps: { id: 'market.setting.service-fee', defaultMessage: 'Service fee' },
  taxBps: { id: 'market.setting.tax', defaultMessage: 'Tax' },
  commissionBps: { id: 'market.setting.commission', defaultMessage: 'Commission' },
  planDiscountBps: { id: 'market.setting.plan-discount', defaultMessage: 'Plan discount' },
  postalCodes: { id: 'market.setting.postal-codes', defaultMessage: 'Postal codes served' },
  legalFooter: { id: 'market.setting.legal-footer', defaultMessage: 'Invoice footer' },
  reminderHoursBefore: { id: 'market.setting.reminder', defaultMessage: 'Reminder (hours before the job)' },
  requireAfterPhoto: { id: 'market.setting.require-after-photo', defaultMessage: 'Require an after photo to complete' },
  problemWindowHours: { id: 'market.setting.problem-window', defaultMessage: 'Problem reports (hours after completion)' },
});

type Codes = { setting: string; added: string; removed: string };
const valueWords = defineMessages<{
  postalCodes: { count: number };
  empty: NoMessageValues;
  on: NoMessageValues;
  off: NoMessageValues;
  quoted: { text: string };
  days: { count: number };
  beforeStart: { hours: string };
  before: { hours: string };
  change: { setting: string; before: string; after: string };
  codesAddedRemoved: Codes;
  codesAdded: Codes;
  codesRemoved: Codes;
  reordered: { setting: string };
}>({
  postalCodes: { id: 'market.setting.value.postal-codes', defaultMessage: '{count, plural, one {# postal code} other {# postal codes}}' },
  empty: { id: 'market.setting.value.empty', defaultMessage: '(empty)' },
  on: { id: 'market.setting.value.on', defaultMessage: 'on' },
  off: { id: 'market.setting.value.off', defaultMessage: 'off' },
  quoted: { id: 'market.setting.value.quoted', defaultMessage: '“{text}”' },
  days: { id: 'market.setting.value.days', defaultMessage: '{count, plural, one {# day} other {# days}}' },
  beforeStart: { id: 'market.setting.value.before-start', defaultMessage: '{hours} before the start' },
  before: { id: 'market.setting.value.before', defaultMessage: '{hours} before' },
  change: { id: 'market.setting.change', defaultMessage: '{setting}: {before} → {after}' },
  codesAddedRemoved: { id: 'market.setting.codes-added-removed', defaultMessage: '{setting}: added {added}; removed {removed}' },
  codesAdded: { id: 'market.setting.codes-added', defaultMessage: '{setting}: added {added}' },
  codesRemoved: { id: 'market.setting.codes-removed', defaultMessage: '{setting}: removed {removed}' },
  reordered: { id: 'market.setting.codes-reordered', defaultMessage: '{setting}: reordered' },
});

/** A stored value in human units: "2 hours", "30 min", "8.88%", "48 hours before the start". */
export function settingValueText(intl: IntlShape, field: SettingField, value: SettingValue): string {
  if (typeof value === 'boolean') return intl.formatMessage(value ? valueWords.on : valueWords.off);
  if (Array.isArray(value)) return intl.formatMessage(valueWords.postalCodes, { count: value.length });
  if (typeof value === 'string') return value === '' ? intl.formatMessage(valueWords.empty) : intl.formatMessage(valueWords.quoted, { text: value });
  switch (field) {
    case 'bookingHorizonDays':
      return intl.formatMessage(valueWords.days, { count: value });
    case 'freeCancellationHours':
      return intl.formatMessage(valueWords.beforeStart, { hours: hoursText(intl, value) });
    case 'reminderHoursBefore':
      return intl.formatMessage(valueWords.before, { hours: hoursText(intl, value) });
    case 'problemWindowHours':
      return hoursText(intl, value);
    case 'cancellationFeeBps':
    case 'serviceFeeBps':
    case 'taxBps':
    case 'commissionBps':
    case 'planDiscountBps':
      return percentText(intl, value);
    default:
      return durationText(intl, value);
  }
}

/** One change as a sentence: "Service fee: 8% → 9%", "Postal codes served: added 10041; removed 10040". */
export function changeText(intl: IntlShape, field: SettingField, before: SettingValue, after: SettingValue): string {
  const setting = intl.formatMessage(settingLabels[field]);
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((code) => !before.includes(code));
    const removed = before.filter((code) => !after.includes(code));
    const values = { setting, added: intl.formatList(added, { type: 'unit', style: 'short' }), removed: intl.formatList(removed, { type: 'unit', style: 'short' }) };
    if (added.length && removed.length) return intl.formatMessage(valueWords.codesAddedRemoved, values);
    if (added.length) return intl.formatMessage(valueWords.codesAdded, values);
    if (removed.length) return intl.formatMessage(valueWords.codesRemoved, values);
    return intl.formatMessage(valueWords.reordered, { setting });
  }
  return intl.formatMessage(valueWords.change, { setting, before: settingValueText(intl, field, before), after: settingValueText(intl, field, after) });
}
