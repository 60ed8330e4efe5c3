import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { RegisterEndpoint } from '../../http/register-endpoint';

// SCAFFOLD (issue 10): replaced by the owner of these endpoints before merging.
const unfinished = () => { throw AppError.conflict('Not built yet.'); };

export function providerPaymentRoutes(route: RegisterEndpoint, _deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.providerPayments, async () => unfinished());
  route(payments.providerEarningsCsv, async () => unfinished());
}
