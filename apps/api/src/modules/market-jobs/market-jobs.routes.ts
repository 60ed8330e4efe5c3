import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { csvStream } from './jobs-csv';
import { exportMarketJobs, listMarketJobs, marketCalendar, unassignedQueue } from './market-jobs.service';

export function marketJobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { marketJobs } = apiEndpoints;
  route(marketJobs.list, async ({ user, params, query }) => listMarketJobs(deps, user, params.marketId, query));
  route(marketJobs.export, async ({ user, params, query, reply, request }) => {
    const { scope, batches } = await exportMarketJobs(deps, user, params.marketId, query);
    const stream = csvStream(batches, scope.timeZone);
    stream.on('error', (error) => request.log.error({ err: error }, 'CSV export failed while streaming'));
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${scope.marketId}-jobs-${day}.csv"`)
      .send(stream);
  });
  route(marketJobs.unassigned, async ({ user, params }) => unassignedQueue(deps, user, params.marketId));
  route(marketJobs.calendar, async ({ user, params, query }) => marketCalendar(deps, user, params.marketId, query));
}
