import { type LanguageCode, type ProfileDetails, type ProviderEditor, richTextMaxLength } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type Actor, authorize, canEditProviderProfile, canViewProviderProfileEditor } from '../access';
import { sanitizeRichText } from '../content';
import { findProviderRow, listAvailabilityRows, pictureUrl, providerScope, safeBio, toWeeklyAvailability } from '../providers';
import { pictureLimits } from './pictures.service';
import { listMarketChoices, listOfferedServiceIds, replaceProfileDetails } from './profile.repository';
import { getTimeOffState } from './time-off.service';
import { providerProfileMessages as m } from './provider-profile-messages';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import type { FieldErrors } from '../../http/error-messages/localized';

/** The provider's settings; the services to choose from named in the reader's `language`. */
export async function getProfileEditor(deps: Deps, user: Actor, providerId: string, language: LanguageCode): Promise<ProviderEditor> {
  const scope = await providerScope(deps, providerId);
  authorize(canViewProviderProfileEditor(user, scope), m.cannotSeeSettings);
  const [row, serviceIds, hours, timeOff, choices] = await Promise.all([
    findProviderRow(deps.db, providerId),
    listOfferedServiceIds(deps.db, providerId),
    listAvailabilityRows(deps.db, providerId),
    getTimeOffState(deps, providerId),
    listMarketChoices(deps.db, language),
  ]);
  if (!row) throw AppError.notFound(common.noSuchProvider);
  return {
    id: row.id,
    displayName: row.display_name,
    bioHtml: safeBio(row.bio_html),
    pictureUrl: pictureUrl(row),
    hasUploadedPicture: row.picture_path !== null,
    serviceIds,
    marketIds: scope.marketIds,
    availability: toWeeklyAvailability(hours),
    timeOff,
    choices,
    pictureLimits: pictureLimits(deps.config),
  };
}

/** Markets must be live; each service must be active in at least one of the chosen markets. */
function checkChoices(details: ProfileDetails, choices: Awaited<ReturnType<typeof listMarketChoices>>): FieldErrors {
  const chosen = choices.filter((market) => details.marketIds.includes(market.id));
  const unknownMarkets = details.marketIds.filter((id) => !chosen.some((market) => market.id === id));
  const offered = new Set(chosen.flatMap((market) => market.services.map((service) => service.id)));
  const unknownServices = details.serviceIds.filter((id) => !offered.has(id));
  return {
    ...(unknownMarkets.length ? { marketIds: [{ ...m.notLiveMarkets, values: { markets: unknownMarkets.join(', ') } }] } : {}),
    ...(unknownServices.length ? { serviceIds: [{ ...m.notOfferedInYourMarkets, values: { services: unknownServices.join(', ') } }] } : {}),
  };
}

export async function updateProfileDetails(deps: Deps, user: Actor, providerId: string, details: ProfileDetails, language: LanguageCode): Promise<ProviderEditor> {
  authorize(canEditProviderProfile(user, await providerScope(deps, providerId)), m.onlyProviderProfile);
  const problems = checkChoices(details, await listMarketChoices(deps.db, 'en'));
  if (Object.keys(problems).length) throw AppError.validation(problems);
  const bioHtml = sanitizeRichText(details.bioHtml);
  if (bioHtml.length > richTextMaxLength) throw AppError.validation({ bioHtml: [m.bioTooLong] });
  const unique = { serviceIds: [...new Set(details.serviceIds)], marketIds: [...new Set(details.marketIds)] };
  await replaceProfileDetails(deps.db, providerId, { displayName: details.displayName, bioHtml, ...unique });
  return getProfileEditor(deps, user, providerId, language);
}
