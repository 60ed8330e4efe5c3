import { z } from '@marketplace/contracts/zod';
import { type AdminMarket, createMarketSchema, problemLimits, updateAdminMarketSchema } from '@marketplace/contracts';
import { languageName, languages } from '@marketplace/i18n';
import { settingsFormSchema, toFormValues, toUpdate } from '../../../lib/settings-form/settings-form-schema';

/**
 * The admins' market form (docs/admin-markets.md): the settings form's fields and rules, plus the
 * market's identity checked by the contract's own fields. The slug and the currency are set once.
 */
const identity = {
  name: updateAdminMarketSchema.shape.name,
  timeZone: updateAdminMarketSchema.shape.timeZone,
  serviceArea: updateAdminMarketSchema.shape.serviceArea,
  language: updateAdminMarketSchema.shape.language,
};

export const editMarketFormSchema = z.extend(settingsFormSchema, identity);
export const newMarketFormSchema = z.extend(editMarketFormSchema, { id: createMarketSchema.shape.id, currency: createMarketSchema.shape.currency });

export type NewMarketFormInput = z.input<typeof newMarketFormSchema>;
export type NewMarketFormOutput = z.output<typeof newMarketFormSchema>;
export type EditMarketFormInput = z.input<typeof editMarketFormSchema>;
export type EditMarketFormOutput = z.output<typeof editMarketFormSchema>;
export type MarketFormField = keyof NewMarketFormInput;
export const newMarketFields = Object.keys(newMarketFormSchema.shape) as MarketFormField[];
export const editMarketFields = Object.keys(editMarketFormSchema.shape) as Array<keyof EditMarketFormInput>;

/** What a new market starts from: the settings most markets keep; the admin changes what differs. */
export const newMarketDefaults: NewMarketFormInput = {
  id: '',
  name: '',
  timeZone: '',
  currency: '',
  serviceArea: '',
  language: 'en',
  minNoticeMinutes: 120,
  bookingHorizonDays: 60,
  slotStepMinutes: 30,
  holdMinutes: 10,
  travelBufferMinutes: 30,
  responseWindowMinutes: 120,
  reminderHoursBefore: 24,
  freeCancellationHours: 24,
  cancellationFeePercent: 25,
  serviceFeePercent: 8,
  taxPercent: 0,
  commissionPercent: 20,
  planDiscountPercent: 0,
  requireAfterPhoto: false,
  problemWindowHours: problemLimits.windowHoursDefault,
  postalCodes: '',
  legalFooter: '',
};

export function editValuesOf(market: AdminMarket): EditMarketFormInput {
  return { ...toFormValues(market.settings), name: market.name, timeZone: market.timeZone, serviceArea: market.serviceArea, language: market.language };
}

/** The create body: every setting in the contract's units (basis points), no version (there is none yet). */
export function toCreateBody(values: NewMarketFormOutput) {
  const { version, ...body } = toUpdate(values, 1);
  void version;
  return body;
}

/** The edit body, from the settings version the form was read at. */
export const toEditBody = (values: EditMarketFormOutput, version: number) => toUpdate(values, version);

/** The site's languages, each named in itself ("Deutsch"), as the footer's switcher names them. */
export function languageOptions() {
  return languages.map((language) => ({ value: language, label: languageName(language) }));
}

/** The runtime's IANA zones and ISO 4217 currencies, for the selects. */
export function timeZoneOptions(current = '') {
  const zones = Intl.supportedValuesOf('timeZone');
  return (current && !zones.includes(current) ? [current, ...zones] : zones).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
/** Currencies named in the page's language ("EUR — Euro"). */
export function currencyOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
}
