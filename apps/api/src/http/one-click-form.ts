import { routes } from '@marketplace/contracts';
import { errorCodes, type FastifyInstance } from 'fastify';

/** The one endpoint that takes a form post: RFC 8058 one-click unsubscribe. */
export const ONE_CLICK_PATH = routes['notifications.unsubscribeOneClick'].path;
/** Every RFC 8058 endpoint: the notifications' and the waitlist launch email's (docs/admin-markets.md). */
export const ONE_CLICK_PATHS: ReadonlySet<string> = new Set([ONE_CLICK_PATH, routes['waitlist.unsubscribeOneClick'].path]);

/**
 * Bodies are JSON everywhere (a form is what a cross-site page can post), except the one-click
 * unsubscribe a mail provider posts as `List-Unsubscribe=One-Click`. Any other endpoint given a
 * form body answers as it did before: 400, send JSON. (multipart/form-data is parsed by the
 * multipart plugin, for uploads and this endpoint alike.)
 */
export function registerOneClickFormParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (request, body, done) => {
    if (!ONE_CLICK_PATHS.has(request.routeOptions.url ?? '')) {
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('application/x-www-form-urlencoded'), undefined);
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
