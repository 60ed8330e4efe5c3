import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import type { PictureSize } from '../pictures';
import { getAvailability, getPicture, getProviderProfile, listProvidersInMarket, replaceAvailability } from './providers.service';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function providerRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providers } = apiEndpoints;
  route(providers.listInMarket, async ({ params }) => ({ providers: await listProvidersInMarket(deps, params.marketId) }));
  route(providers.profile, async ({ params, request }) => getProviderProfile(deps, params.providerId, readerLanguage(request)));
  route(providers.availability, async ({ user, params }) => getAvailability(deps, user, params.providerId));
  route(providers.updateAvailability, async ({ user, params, body }) =>
    replaceAvailability(deps, user, params.providerId, body),
  );
  route(providers.picture, async ({ params, query, request, reply }) => {
    const picture = await getPicture(deps, params.providerId, query.v, Number(query.size) as PictureSize);
    const etag = `"${picture.version}"`;
    reply
      .header('Cache-Control', picture.current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300')
      .header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return sendImage(reply, picture);
  });
}
