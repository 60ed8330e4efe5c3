import { apiEndpoints, errorCodes } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { pingDatabase } from './health.repository';
import { healthMessages as m } from './health-messages';

export function healthRoutes(route: RegisterEndpoint, deps: Deps): void {
  route(apiEndpoints.health.health, async ({ request }) => {
    const ok = await pingDatabase(deps.db).catch((error: unknown) => {
      request.log.error({ err: error }, 'database ping failed');
      return false;
    });
    if (!ok) throw new AppError(503, errorCodes.unavailable, m.databaseNotAnswering);
    return { status: 'ok' as const, database: deps.databaseKind };
  });
}
