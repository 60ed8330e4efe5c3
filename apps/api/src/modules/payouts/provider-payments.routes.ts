import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { limitRequest } from '../rate-limits';
import { providerEarningsCsv } from './earnings-csv';
import { getProviderPayments } from './provider-payments.service';

export function providerPaymentRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.providerPayments, async ({ auth, params, query }) => getProviderPayments(deps, requireAuth(auth).user, params.providerId, query));
  route(payments.providerEarningsCsv, async ({ auth, params, reply, request }) => {
    const { user } = requireAuth(auth);
    await limitRequest(deps, 'csvExport', { address: request.ip, userId: user.id });
    const stream = await providerEarningsCsv(deps, user, params.providerId);
    stream.on('error', (error) => request.log.error({ err: error }, 'Earnings CSV failed while streaming'));
    const day = deps.now().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="earnings-${day}.csv"`).send(stream);
  });
}
