import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { intlFor } from '../../i18n/intl';
import { readerLanguage } from '../../i18n/reader-language';
import { csvStream } from './jobs-csv';
import { exportMarketJobs, listMarketJobs, marketCalendar, unassignedQueue } from './market-jobs.service';

export function marketJobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { marketJobs } = apiEndpoints;
  route(marketJobs.list, async ({ user, params, query, request }) => listMarketJobs(deps, user, params.marketId, query, readerLanguage(request)));
  route(marketJobs.export, async ({ user, params, query, reply, request }) => {
    const language = readerLanguage(request);
    const { scope, batches } = await exportMarketJobs(deps, user, params.marketId, query, language);
    const stream = csvStream(batches, scope.timeZone, intlFor(language));
    stream.on('error', (error) => request.log.error({ err: error }, 'CSV export failed while streaming'));
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${scope.marketId}-jobs-${day}.csv"`)
      .send(stream);
  });
  route(marketJobs.unassigned, async ({ user, params, request }) => unassignedQueue(deps, user, params.marketId, readerLanguage(request)));
  route(marketJobs.calendar, async ({ user, params, query, request }) => marketCalendar(deps, user, params.marketId, query, readerLanguage(request)));
}
