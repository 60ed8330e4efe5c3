import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { limitRequest } from '../rate-limits';
import { csvStream } from './jobs-csv';
import { exportMarketJobs, listMarketJobs, marketCalendar, unassignedQueue } from './market-jobs.service';

export function marketJobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { marketJobs } = apiEndpoints;
  route(marketJobs.list, async ({ auth, params, query }) => listMarketJobs(deps, requireAuth(auth).user, params.marketId, query));
  route(marketJobs.export, async ({ auth, params, query, reply, request }) => {
    const { user } = requireAuth(auth);
    await limitRequest(deps, 'csvExport', { address: request.ip, userId: user.id });
    const { scope, batches } = await exportMarketJobs(deps, user, params.marketId, query);
    const stream = csvStream(batches, scope.timeZone);
    stream.on('error', (error) => request.log.error({ err: error }, 'CSV export failed while streaming'));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${scope.marketId}-jobs-${day}.csv"`)
      .send(stream);
  });
  route(marketJobs.unassigned, async ({ auth, params }) => unassignedQueue(deps, requireAuth(auth).user, params.marketId));
  route(marketJobs.calendar, async ({ auth, params, query }) => marketCalendar(deps, requireAuth(auth).user, params.marketId, query));
}
