import type { AdminService, ServiceDetails, ServicePrice, ServiceTranslations } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, ServicesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findMarketRow } from '../markets';
import { type AdminActor, recordCatalogueChange } from './catalogue-audit';
import { adminsOnly, noSuchMarket } from './admin-markets.service';
import {
  findService,
  insertService,
  listMarketPrices,
  listServicePage,
  listServiceTranslations,
  lockMarketPrice,
  replaceServiceTranslations,
  updateService,
  upsertMarketPrice,
} from './admin-services.repository';
import { serviceSlug } from './service-slug';
import { adminCatalogueMessages as m } from './admin-catalogue-messages';

const noSuchService = () => AppError.notFound(m.noSuchService);
const toColumns = (details: ServiceDetails) => ({ name: details.name, description: details.description, unit: details.unit, default_duration_minutes: details.defaultDurationMinutes });
/** The rows `translations` stands for: one per language given. */
const toTranslationRows = (translations: ServiceTranslations) => (translations.de ? [{ language: 'de' as const, ...translations.de }] : []);
const sameTexts = (a: ReadonlyArray<{ language: string; name: string; description: string }>, b: typeof a) =>
  a.length === b.length && a.every((text, index) => text.language === b[index]!.language && text.name === b[index]!.name && text.description === b[index]!.description);

async function withPrices(db: Kysely<Database>, rows: ServicesTable[]): Promise<AdminService[]> {
  const ids = rows.map((row) => row.id);
  const [prices, translations] = await Promise.all([listMarketPrices(db, ids), listServiceTranslations(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    translations: Object.fromEntries(translations.filter((text) => text.service_id === row.id).map((text) => [text.language, { name: text.name, description: text.description }])),
    unit: row.unit,
    defaultDurationMinutes: row.default_duration_minutes,
    markets: prices
      .filter((price) => price.service_id === row.id)
      .map((price) => ({ marketId: price.market_id, marketName: price.market_name, currency: price.currency, priceMinor: price.price_minor, active: price.active })),
  }));
}

async function getService(db: Kysely<Database>, serviceId: string): Promise<AdminService> {
  const row = await findService(db, serviceId);
  if (!row) throw noSuchService();
  return (await withPrices(db, [row]))[0]!;
}

export async function listAdminServices(deps: Deps, actor: AdminActor, page: number, pageSize: number) {
  adminsOnly(actor);
  const { rows, total } = await listServicePage(deps.db, (page - 1) * pageSize, pageSize);
  return { services: await withPrices(deps.db, rows), page, pageSize, total };
}

export async function createService(deps: Deps, actor: AdminActor, details: ServiceDetails): Promise<AdminService> {
  adminsOnly(actor);
  const id = serviceSlug(details.name);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await insertService(trx, { id, ...toColumns(details) }))) throw AppError.conflict(m.serviceNameTaken, { name: [m.nameTakenField] });
    if (details.translations) await replaceServiceTranslations(trx, id, toTranslationRows(details.translations));
    await recordCatalogueChange(deps, trx, actor, 'service_created', { serviceId: id, name: details.name });
  });
  return getService(deps.db, id);
}

export async function changeService(deps: Deps, actor: AdminActor, serviceId: string, details: ServiceDetails): Promise<AdminService> {
  adminsOnly(actor);
  const before = await findService(deps.db, serviceId);
  if (!before) throw noSuchService();
  const after = toColumns(details);
  const changed: string[] = (Object.keys(after) as Array<keyof typeof after>).filter((key) => before[key] !== after[key]);
  // Left out, the texts in other languages stay as they are.
  const texts = details.translations && toTranslationRows(details.translations);
  if (texts && !sameTexts(await listServiceTranslations(deps.db, [serviceId]), texts)) changed.push('translations');
  if (changed.length) {
    await deps.db.transaction().execute(async (trx) => {
      await updateService(trx, serviceId, after);
      if (texts) await replaceServiceTranslations(trx, serviceId, texts);
      await recordCatalogueChange(deps, trx, actor, 'service_changed', { serviceId, fields: changed.join(', ') });
    });
  }
  return getService(deps.db, serviceId);
}

/**
 * A service's price and on/off in one market. Only quotes made from now on see it: a job keeps
 * the unit price it was booked at (job_services.unit_price_minor) and its invoice is made from
 * the job (docs/admin-markets.md, "Prices").
 */
export async function setServicePrice(deps: Deps, actor: AdminActor, serviceId: string, marketId: string, price: ServicePrice): Promise<AdminService> {
  adminsOnly(actor);
  if (!(await findMarketRow(deps.db, marketId))) throw noSuchMarket();
  if (!(await findService(deps.db, serviceId))) throw noSuchService();
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockMarketPrice(trx, serviceId, marketId);
    if (before && before.price_minor === price.priceMinor && before.active === price.active) return;
    await upsertMarketPrice(trx, { service_id: serviceId, market_id: marketId, price_minor: price.priceMinor, active: price.active });
    await recordCatalogueChange(deps, trx, actor, 'service_price_changed', {
      serviceId,
      marketId,
      priceBefore: before?.price_minor ?? null,
      priceAfter: price.priceMinor,
      activeBefore: before?.active ?? null,
      activeAfter: price.active,
    });
  });
  return getService(deps.db, serviceId);
}
