import { z } from './zod';
import { languageSchema, marketIdSchema, marketIdViewSchema, multiLineText, singleLineText, timeZoneSchema } from './common';
import { endpoint } from './endpoint';
import { marketParamsSchema, marketSettingsSchema, marketSummarySchema, updateMarketSettingsSchema } from './markets';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * The admin's catalogue (docs/admin-markets.md): markets (create, edit, coming soon ↔ live) and
 * services (name, unit, default duration; a price and on/off per market). Admins only.
 */

/** Pages of the admin lists: markets and services are few, but no list is unbounded. */
export const ADMIN_CATALOGUE_PAGE_SIZE = 100;
export const adminPageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ADMIN_CATALOGUE_PAGE_SIZE)), 50),
});

const isTimeZone = (zone: string) => {
  try {
    return Boolean(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
};
/** An IANA zone the runtime knows (`Europe/Berlin`): every time in the market is shown in it. */
export const ianaTimeZoneSchema = timeZoneSchema.check(z.trim(), z.minLength(1, v.enterATimeZone), z.refine((zone) => zone.includes('/') && isTimeZone(zone), v.useAnIanaTimeZoneE));

/** ISO 4217, as the runtime lists them (`Intl.supportedValuesOf('currency')`). */
export const isoCurrencySchema = z.pipe(z.pipe(z.string().check(z.maxLength(10, v.useAThreeLetterIso4217), z.trim()), z.transform((code) => code.toUpperCase())), z.string().check(z.maxLength(10), z.regex(/^[A-Z]{3}$/, v.useAThreeLetterIso4217), z.refine((code) => Intl.supportedValuesOf('currency').includes(code), v.notAnIso4217Currency)));

const marketNameSchema = singleLineText().check(z.minLength(2, v.enterAName), z.maxLength(100, v.atMost100Characters));
const serviceAreaSchema = singleLineText().check(z.minLength(2, v.describeTheAreaServed), z.maxLength(200, v.atMost200Characters));

/** What a market is called and where it is; the id and currency are set once, at creation. */
const marketIdentity = { name: marketNameSchema, timeZone: ianaTimeZoneSchema, serviceArea: serviceAreaSchema, language: languageSchema };

/** A new market: its slug, identity, currency and every setting (the settings screen's schema). */
export const createMarketSchema = z.extend(z.omit(updateMarketSettingsSchema, { version: true }), {
  /** The slug in every address of the market (`/market/<id>`), for good; `new` is the admin's create page. */
  id: marketIdSchema.check(z.refine((id) => id !== 'new', v.thatWordIsTakenByThe)),
  currency: isoCurrencySchema,
  ...marketIdentity,
});
export type CreateMarket = z.output<typeof createMarketSchema>;
export type CreateMarketInput = z.input<typeof createMarketSchema>;

/** An edit: identity and every setting, from the version read (409 when someone saved since). */
export const updateAdminMarketSchema = z.extend(updateMarketSettingsSchema, marketIdentity);
export type UpdateAdminMarket = z.output<typeof updateAdminMarketSchema>;
export type UpdateAdminMarketInput = z.input<typeof updateAdminMarketSchema>;

/** What a market still needs before it may go live; empty when it may. */
export const launchGapSchema = z.enum(['offerable_provider', 'priced_service']);
export type LaunchGap = z.infer<typeof launchGapSchema>;

export const adminMarketSchema = z.extend(marketSummarySchema, {
  settings: marketSettingsSchema,
  /** Providers who may be offered there now (offerableIn). */
  offerableProviders: z.number().check(z.int(), z.nonnegative()),
  /** Active services with a price there. */
  pricedServices: z.number().check(z.int(), z.nonnegative()),
  missing: z.array(launchGapSchema).check(z.maxLength(2)),
  /** People on its waitlist not yet told it is live. */
  waitlistWaiting: z.number().check(z.int(), z.nonnegative()),
});
export type AdminMarket = z.infer<typeof adminMarketSchema>;

export const adminMarketPageSchema = z.object({
  markets: z.array(adminMarketSchema).check(z.maxLength(ADMIN_CATALOGUE_PAGE_SIZE)),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()),
});

export const goLiveResultSchema = z.extend(adminMarketSchema, { launchEmailsQueued: z.number().check(z.int(), z.nonnegative()) });
export type GoLiveResult = z.infer<typeof goLiveResultSchema>;

export const serviceUnitSchema = z.enum(['job', 'hour']);

const serviceNameSchema = singleLineText().check(z.minLength(2, v.enterAName), z.maxLength(100, v.atMost100Characters));
const serviceDescriptionSchema = multiLineText().check(z.maxLength(2000, v.atMost2000Characters));

/**
 * A service's name and description in the site's other languages (German), bounded like the
 * English ones, which stay the service's own `name` and `description`: where a language has
 * none (or an empty description), its readers read the English. On an update, `translations`
 * replaces them all (a language left out has none any more); leaving it out keeps them.
 */
export const serviceTranslationsSchema = z.object({
  de: z.optional(z.object({ name: serviceNameSchema, description: serviceDescriptionSchema })),
});
export type ServiceTranslations = z.output<typeof serviceTranslationsSchema>;

/** A catalogue entry: what it is, how it is charged, how long it usually takes; its texts in English and other languages. */
export const serviceDetailsSchema = z.object({
  name: serviceNameSchema,
  description: serviceDescriptionSchema,
  unit: serviceUnitSchema,
  defaultDurationMinutes: z.number().check(z.int(v.wholeMinutes), z.gte(15, v.atLeast15Minutes), z.lte(24 * 60, v.atMostADay)),
  translations: z.optional(serviceTranslationsSchema),
});
export type ServiceDetails = z.output<typeof serviceDetailsSchema>;
export type ServiceDetailsInput = z.input<typeof serviceDetailsSchema>;

/** A price in a market: integer minor units of its currency (cents), at most 100 000.00. */
export const servicePriceSchema = z.object({
  priceMinor: z.number().check(z.int(v.wholeMinorUnitsCents), z.gte(0, v.cannotBeNegative), z.lte(10_000_000, v.atMost10000000)),
  active: z.boolean(),
});
export type ServicePrice = z.infer<typeof servicePriceSchema>;

export const adminServiceSchema = z.extend(serviceDetailsSchema, {
  id: z.string().check(z.maxLength(60)),
  description: z.string().check(z.maxLength(2000)),
  name: z.string().check(z.maxLength(100)),
  translations: z.object({ de: z.optional(z.object({ name: z.string().check(z.maxLength(100)), description: z.string().check(z.maxLength(2000)) })) }),
  markets: z.array(z.object({ marketId: marketIdViewSchema, marketName: z.string().check(z.maxLength(100)), currency: z.string().check(z.length(3)), priceMinor: z.number().check(z.int()), active: z.boolean() })).check(z.maxLength(1000)),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServicePageSchema = z.object({
  services: z.array(adminServiceSchema).check(z.maxLength(ADMIN_CATALOGUE_PAGE_SIZE)),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()),
});

/** Service ids are slugs made from the name at creation; an unknown or malformed one is a 404. */
const serviceParams = z.object({ serviceId: z.catch(z.string().check(z.maxLength(60), z.regex(/^[a-z0-9-]+$/)), '') });

const admin = { access: 'authenticated' as const, tags: ['admin'] };

export const adminCatalogueEndpoints = {
  markets: endpoint({ ...routes['adminCatalogue.markets'], ...admin, summary: 'Every market with what it lacks to go live, a page at a time (admins only)', query: adminPageQuerySchema, response: adminMarketPageSchema }),
  createMarket: endpoint({ ...routes['adminCatalogue.createMarket'], ...admin, summary: 'Create a market, coming soon (admins only); 409 when the slug is taken', body: createMarketSchema, response: adminMarketSchema, status: 201 }),
  market: endpoint({ ...routes['adminCatalogue.market'], ...admin, summary: 'One market as admins edit it', params: marketParamsSchema, response: adminMarketSchema }),
  updateMarket: endpoint({ ...routes['adminCatalogue.updateMarket'], ...admin, summary: "Change a market's name, zone, area and settings; 409 when they changed since `version`", params: marketParamsSchema, body: updateAdminMarketSchema, response: adminMarketSchema }),
  goLive: endpoint({ ...routes['adminCatalogue.goLive'], ...admin, summary: 'Open a market; 409 MARKET_NOT_READY naming what is missing. Emails its waitlist once', params: marketParamsSchema, response: goLiveResultSchema }),
  comingSoon: endpoint({ ...routes['adminCatalogue.comingSoon'], ...admin, summary: 'Take a market back to coming soon (no new bookings; jobs stay)', params: marketParamsSchema, response: adminMarketSchema }),
  services: endpoint({ ...routes['adminCatalogue.services'], ...admin, summary: 'The service catalogue with each market’s price, a page at a time (admins only)', query: adminPageQuerySchema, response: adminServicePageSchema }),
  createService: endpoint({ ...routes['adminCatalogue.createService'], ...admin, summary: 'Add a service to the catalogue (priced per market separately)', body: serviceDetailsSchema, response: adminServiceSchema, status: 201 }),
  updateService: endpoint({ ...routes['adminCatalogue.updateService'], ...admin, summary: "Change a service's name, description, unit or default duration", params: serviceParams, body: serviceDetailsSchema, response: adminServiceSchema }),
  setServicePrice: endpoint({
    ...routes['adminCatalogue.setServicePrice'],
    ...admin,
    summary: "Set a service's price and on/off in a market; booked jobs keep the price they were booked at",
    params: z.extend(serviceParams, marketParamsSchema.shape),
    body: servicePriceSchema,
    response: adminServiceSchema,
  }),
};
