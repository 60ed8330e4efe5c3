import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { createTestPaymentMethod } from './payment-methods';

export function paymentMethodRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.createTestPaymentMethod, async ({ user, body }) => createTestPaymentMethod(deps, user.id, body));
}
