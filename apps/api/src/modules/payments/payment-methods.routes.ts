import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { limitRequest } from '../rate-limits';
import { createTestPaymentMethod } from './payment-methods';

export function paymentMethodRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.createTestPaymentMethod, async ({ auth, body, request }) => {
    const { user } = requireAuth(auth);
    await limitRequest(deps, 'testCard', { address: request.ip, userId: user.id });
    return createTestPaymentMethod(deps, user.id, body);
  });
}
