import { z } from './zod';
import { basisPointsSchema, languageSchema, listLimits, marketIdSchema, marketIdViewSchema, multiLineText, roleSchema, timeZoneSchema } from './common';
import { routes } from './routes';
import { endpoint } from './endpoint';
import { messageWithValues } from './messages/message-with-values';
import { v } from './messages/validation-messages';
import { problemWindowHours } from './problem-window';

export const marketStatusSchema = z.enum(['live', 'coming_soon']);

export const marketSummarySchema = z.object({
  id: marketIdViewSchema,
  name: z.string().check(z.maxLength(100)),
  /** IANA zone every time in this market is shown in, e.g. `America/New_York`. */
  timeZone: timeZoneSchema,
  /** ISO 4217; every amount in this market is in its minor units. */
  currency: z.string().check(z.length(3)),
  /**
   * The market's language: what a visitor whose browser asks for no language the site has reads
   * there, and the default for messages to people who never chose (docs/languages.md).
   */
  language: languageSchema,
  status: marketStatusSchema,
  /** A human description of the area served: "All five boroughs". */
  serviceArea: z.string().check(z.maxLength(200)),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const serviceOfferSchema = z.object({
  id: z.string().check(z.maxLength(60)),
  name: z.string().check(z.maxLength(100)),
  description: z.string().check(z.maxLength(2000)),
  unit: z.enum(['job', 'hour']),
  defaultDurationMinutes: z.number().check(z.int(), z.positive()),
  /** Per job or per hour (see unit), in the market's minor units. */
  priceMinor: z.number().check(z.int(), z.nonnegative()),
});
export type ServiceOffer = z.infer<typeof serviceOfferSchema>;

/** What a customer is told before booking: notice, horizon and the cancellation and fee policy. */
export const marketPoliciesSchema = z.object({
  minNoticeMinutes: z.number().check(z.int()),
  bookingHorizonDays: z.number().check(z.int()),
  freeCancellationHours: z.number().check(z.int()),
  cancellationFeeBps: basisPointsSchema,
  serviceFeeBps: basisPointsSchema,
  taxBps: basisPointsSchema,
  /** The discount on each visit of a recurring plan (absent or 0: none; docs/repeat-business.md). */
  planDiscountBps: z.optional(basisPointsSchema),
});

export const marketDetailSchema = z.extend(marketSummarySchema, {
  postalCodes: z.array(z.string().check(z.maxLength(10))).check(z.maxLength(listLimits.postalCodesPerMarket)),
  services: z.array(serviceOfferSchema).check(z.maxLength(listLimits.services)),
  policies: marketPoliciesSchema,
  providerCount: z.number().check(z.int(), z.nonnegative()),
});
export type MarketDetail = z.infer<typeof marketDetailSchema>;

/** At most this many postal codes per market in its settings (a market lists a few dozen to a few hundred). */
export const MAX_POSTAL_CODES = 500;

/**
 * One postal code as a market lists it: upper-cased, without spaces or dashes (`m5v 3l9` →
 * `M5V3L9`), 3–8 letters and digits — the forms coverage matches (`modules/booking/coverage.ts`):
 * a whole code, a US ZIP's five digits, a Canadian forward sortation area (`M5V`).
 */
export const postalCodeEntrySchema = z.pipe(z.pipe(z.string().check(z.maxLength(20, v.tooLongForAPostalCode)), z.transform((code) => code.replace(/[\s-]+/g, '').toUpperCase())), z.string().check(z.maxLength(20), z.regex(/^[A-Z0-9]{3,8}$/, v.use3To8LettersAnd)));

/** The postal codes a market serves: at least one, at most 500, each once (after normalising). */
export const postalCodesSchema = z.array(postalCodeEntrySchema).check(z.minLength(1, v.listAtLeastOnePostalCode), z.maxLength(MAX_POSTAL_CODES, v.atMost500PostalCodes), z.superRefine((codes, context) => {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const code of codes) (seen.has(code) ? twice : seen).add(code);
    const listed = [...twice].slice(0, 5).join(', ');
    if (twice.size) context.addIssue({ code: 'custom', message: messageWithValues(v.listedMoreThanOnce, { codes: listed }), params: { codes: listed } });
  }));

/** Everything a market manager can tune (docs/product.md §4a), with sane bounds (docs/market.md). */
const settingsFields = {
  minNoticeMinutes: z.number().check(z.int(), z.gte(0, v.cannotBeNegative), z.lte(7 * 24 * 60, v.atMostAWeek)),
  bookingHorizonDays: z.number().check(z.int(), z.gte(1, v.atLeastOneDay), z.lte(365, v.atMostAYear)),
  slotStepMinutes: z.number().check(z.int(), z.refine((value) => [10, 15, 20, 30, 60].includes(value), v.use10152030Or)),
  travelBufferMinutes: z.number().check(z.int(), z.gte(0, v.cannotBeNegative), z.lte(240, v.atMost4Hours)),
  holdMinutes: z.number().check(z.int(), z.gte(2, v.atLeast2Minutes), z.lte(60, v.atMostAnHour)),
  freeCancellationHours: z.number().check(z.int(), z.gte(0, v.cannotBeNegative), z.lte(24 * 14, v.atMostTwoWeeks)),
  cancellationFeeBps: basisPointsSchema,
  serviceFeeBps: basisPointsSchema,
  taxBps: basisPointsSchema,
  commissionBps: basisPointsSchema,
  /** The discount on each visit of a recurring plan, snapshotted on the plan when it is made (0: none; at most 50 %). */
  planDiscountBps: z.number().check(z.int(), z.gte(0, v.cannotBeNegative), z.lte(5_000)),
  /**
   * How long a provider has to accept or decline a request (docs/product.md §5); never later than the
   * job's start less the minimum notice. One minute at least, so end-to-end tests can watch it run out.
   */
  responseWindowMinutes: z.number().check(z.int(), z.gte(1, v.atLeastOneMinute), z.lte(48 * 60, v.atMostTwoDays)),
  /** How long before a job's start its customer and provider are reminded (docs/notifications.md). */
  reminderHoursBefore: z.number().check(z.int(), z.gte(1, v.atLeastOneHour), z.lte(168, v.atMostAWeek)),
  /** A provider completes a job only with at least one "after" photo (docs/job-photos.md); off by default. */
  requireAfterPhoto: z.boolean(),
  /** How many hours after a job is completed its customer may report a problem (docs/problems.md); 72 by default. */
  problemWindowHours: z.number().check(z.int(v.useWholeHours1To720), z.gte(problemWindowHours.min, v.useWholeHours1To720), z.lte(problemWindowHours.max, v.useWholeHours1To720)),
};

/**
 * Which state of the settings a change was made from: 1 for the seeded settings, one more with
 * every save that changed something. A save from an older version is refused (409).
 */
export const settingsVersionSchema = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** What the market prints under each invoice: legal name, address, tax number (docs/payments.md). */
export const LEGAL_FOOTER_MAX = 1000;
export const legalFooterSchema = multiLineText().check(z.maxLength(LEGAL_FOOTER_MAX, v.atMost1000Characters));

/** A market's settings as the API answers them, with their version. */
export const marketSettingsSchema = z.object({
  ...settingsFields,
  postalCodes: z.array(z.string().check(z.maxLength(8))).check(z.maxLength(MAX_POSTAL_CODES)),
  legalFooter: z.string().check(z.maxLength(LEGAL_FOOTER_MAX)),
  version: settingsVersionSchema,
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

/** A change of settings: every field, postal codes normalised, and the version they were read at. */
export const updateMarketSettingsSchema = z.object({
  ...settingsFields,
  postalCodes: postalCodesSchema,
  legalFooter: legalFooterSchema,
  version: settingsVersionSchema,
});
export type UpdateMarketSettings = z.infer<typeof updateMarketSettingsSchema>;

export const settingFieldNames = [...(Object.keys(settingsFields) as Array<keyof typeof settingsFields>), 'postalCodes', 'legalFooter'] as const;
export type SettingField = (typeof settingFieldNames)[number];

/** A setting's value before or after a change: a switch, a number, the list of postal codes, or the legal footer. */
const settingValueSchema = z.union([z.boolean(), z.number().check(z.int()), z.array(z.string().check(z.maxLength(8))).check(z.maxLength(MAX_POSTAL_CODES)), z.string().check(z.maxLength(LEGAL_FOOTER_MAX))]);
export type SettingValue = z.infer<typeof settingValueSchema>;

/** One save that changed something: who, when, and each changed field before → after. */
export const settingsChangeSchema = z.object({
  id: z.number().check(z.int()),
  changedAt: z.iso.datetime({ offset: true }).check(z.maxLength(40)),
  /** Null when the account was removed since. */
  changedBy: z.nullable(z.object({ name: z.string().check(z.maxLength(100)), role: roleSchema })),
  version: settingsVersionSchema,
  changes: z.array(z.object({ field: z.enum(settingFieldNames), before: settingValueSchema, after: settingValueSchema })).check(z.maxLength(settingFieldNames.length)),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const MAX_SETTINGS_HISTORY = 100;

/**
 * A market id in a path names a market or it does not: one that could never be a market id
 * (malformed, too long) reaches the API as `''`, which names none, so the answer is 404 like
 * for any unknown id — never a 400 about the path.
 */
export const marketParamsSchema = z.object({ marketId: z.catch(marketIdSchema, '') });

export const marketEndpoints = {
  list: endpoint({
    ...routes['markets.list'],
    access: 'public',
    summary: 'Every market: live ones and those coming soon',
    tags: ['markets'],
    cache: 'public',
    response: z.object({ markets: z.array(marketSummarySchema).check(z.maxLength(listLimits.markets)) }),
  }),
  get: endpoint({
    ...routes['markets.get'],
    access: 'public',
    summary: 'One market with its services, prices and policies',
    tags: ['markets'],
    cache: 'public',
    params: marketParamsSchema,
    response: marketDetailSchema,
  }),
  settings: endpoint({
    ...routes['markets.settings'],
    access: 'authenticated',
    summary: "A market's settings (its managers and admins)",
    tags: ['markets'],
    params: marketParamsSchema,
    response: marketSettingsSchema,
  }),
  updateSettings: endpoint({
    ...routes['markets.updateSettings'],
    access: 'authenticated',
    tags: ['markets'],
    params: marketParamsSchema,
    summary: "Change a market's settings (its managers and admins); 409 when they changed since `version`",
    body: updateMarketSettingsSchema,
    response: marketSettingsSchema,
  }),
  settingsHistory: endpoint({
    ...routes['markets.settingsHistory'],
    access: 'authenticated',
    summary: "The latest changes of a market's settings, newest first (its managers and admins)",
    tags: ['markets'],
    params: marketParamsSchema,
    query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_SETTINGS_HISTORY)), 50) }),
    response: z.object({ changes: z.array(settingsChangeSchema).check(z.maxLength(MAX_SETTINGS_HISTORY)) }),
  }),
};
