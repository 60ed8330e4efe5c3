/* The public entry of providers: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { formatMinutes, toWeeklyAvailability } from './availability-times';
export { offerableIn } from './offerable.repository';
export { pictureUrl, safeBio, toRating, uploadedPictureUrl } from './provider-shapes';
export { addToProviderRating, findProviderRow, listAvailabilityRows } from './providers.repository';
export { getProviderCard, listProvidersInMarket, providerScope } from './providers.service';
export { suspendedMarketName } from './suspension';
export { providerRoutes } from './providers.routes';
