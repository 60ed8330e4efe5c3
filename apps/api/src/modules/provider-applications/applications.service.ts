import { type ApplicationDraft, type CurrentApplication, type LanguageCode, PROVIDER_TERMS_VERSION, type ProviderApplication, richTextMaxLength } from '@marketplace/contracts';
import type { Updateable } from 'kysely';
import type { Deps } from '../../deps';
import type { ProviderApplicationsTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { sanitizeRichText } from '../content';
import { pictureLimits } from '../provider-profile';
import { assertEditable, OPEN_STATUSES } from './application-rules';
import { applicationView, ownApplication } from './application-view';
import {
  findLatestApplication,
  insertApplication,
  isProviderInMarket,
  listApplicationMarkets,
  lockApplication,
  recordProviderTermsConsent,
  updateApplication,
} from './applications.repository';
import { providerApplicationsMessages as m } from './provider-applications-messages';

/** The signed-in person, acting on their own application. */
export interface Applicant {
  id: string;
}

/** The person's application and the markets to apply to, their services named in the reader's `language`. */
export async function getCurrentApplication(deps: Deps, userId: string, language: LanguageCode): Promise<CurrentApplication> {
  const [row, markets] = await Promise.all([findLatestApplication(deps.db, userId), listApplicationMarkets(deps.db, language)]);
  return {
    application: row ? await applicationView(deps.db, row, language) : null,
    markets,
    termsVersion: PROVIDER_TERMS_VERSION,
    pictureLimits: pictureLimits(deps.config),
    testMode: deps.identity.mode === 'test' || deps.gateway.mode === 'test',
  };
}

async function refuseExistingProvider(deps: Deps, userId: string, marketId: string): Promise<void> {
  if (await isProviderInMarket(deps.db, userId, marketId)) throw AppError.conflict(m.alreadyProvider, { marketId: [m.alreadyProviderField] });
}

export async function startApplication(deps: Deps, applicant: Applicant, marketId: string | undefined, language: LanguageCode): Promise<ProviderApplication> {
  const latest = await findLatestApplication(deps.db, applicant.id);
  if (latest && OPEN_STATUSES.includes(latest.status)) throw AppError.conflict(m.applicationOpen);
  if (marketId) {
    await checkedMarket(deps, marketId);
    await refuseExistingProvider(deps, applicant.id, marketId);
  }
  // The unique index decides between two starts at the same moment.
  const row = await insertApplication(deps.db, { userId: applicant.id, marketId: marketId ?? null, now: deps.now() }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? AppError.conflict(m.applicationOpen) : error;
  });
  return applicationView(deps.db, row, language);
}

async function checkedMarket(deps: Deps, marketId: string) {
  const market = (await listApplicationMarkets(deps.db)).find((candidate) => candidate.id === marketId);
  if (!market) throw AppError.validation({ marketId: [m.noSuchMarket] });
  return market;
}

/** Services must be active in the market; after a change of market, those it does not offer are dropped. */
async function marketChanges(deps: Deps, userId: string, current: { market_id: string | null; service_ids: string[] }, draft: ApplicationDraft) {
  const marketId = draft.marketId ?? current.market_id;
  if (draft.serviceIds === undefined && draft.marketId === undefined) return {};
  if (!marketId) throw AppError.validation({ marketId: [m.chooseMarketFirst] });
  const market = await checkedMarket(deps, marketId);
  if (draft.marketId) await refuseExistingProvider(deps, userId, draft.marketId);
  const offered = new Set(market.services.map((service) => service.id));
  const wanted = [...new Set(draft.serviceIds ?? current.service_ids)];
  const unknown = wanted.filter((id) => !offered.has(id));
  if (draft.serviceIds && unknown.length) throw AppError.validation({ serviceIds: [{ ...m.notOfferedInMarket, values: { market: market.name, services: unknown.join(', ') } }] });
  return { market_id: marketId, service_ids: wanted.filter((id) => offered.has(id)) };
}

function aboutChange(aboutHtml: string | undefined) {
  if (aboutHtml === undefined) return {};
  const clean = sanitizeRichText(aboutHtml);
  if (clean.length > richTextMaxLength) throw AppError.validation({ aboutHtml: [m.textTooLong] });
  return { about_html: clean };
}

function termsChange(version: string | undefined, now: Date) {
  if (version === undefined) return {};
  if (version !== PROVIDER_TERMS_VERSION) throw AppError.validation({ acceptTermsVersion: [m.termsReplaced] });
  return { terms_version: version, terms_accepted_at: now };
}

/** Saves what was sent (a partial draft), in the order the form asks: only while the applicant may edit. */
export async function updateDraft(deps: Deps, applicant: Applicant, applicationId: string, draft: ApplicationDraft, language: LanguageCode): Promise<ProviderApplication> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await ownApplication(trx, applicant, applicationId, lockApplication);
    assertEditable(current.status);
    const changes: Updateable<ProviderApplicationsTable> = {
      ...(await marketChanges({ ...deps, db: trx }, applicant.id, current, draft)),
      ...(draft.displayName === undefined ? {} : { display_name: draft.displayName }),
      ...(draft.experienceYears === undefined ? {} : { experience_years: draft.experienceYears }),
      ...aboutChange(draft.aboutHtml),
      ...termsChange(draft.acceptTermsVersion, now),
      updated_at: now,
    };
    await updateApplication(trx, applicationId, changes);
    if (draft.acceptTermsVersion !== undefined) await recordProviderTermsConsent(trx, applicant.id, PROVIDER_TERMS_VERSION, now);
  });
  return applicationView(deps.db, await ownApplication(deps.db, applicant, applicationId), language);
}
