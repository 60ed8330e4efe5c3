import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { providerEarningsCsv } from './earnings-csv';
import { getProviderPayments } from './provider-payments.service';

export function providerPaymentRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.providerPayments, async ({ user, params, query, request }) => getProviderPayments(deps, user, params.providerId, query, readerLanguage(request)));
  route(payments.providerEarningsCsv, async ({ user, params, reply, request }) => {
    const stream = await providerEarningsCsv(deps, user, params.providerId, readerLanguage(request));
    stream.on('error', (error) => request.log.error({ err: error }, 'Earnings CSV failed while streaming'));
    const day = deps.now().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="earnings-${day}.csv"`).send(stream);
  });
}
