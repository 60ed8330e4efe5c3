import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';

export function planRoutes(route: RegisterEndpoint, _deps: Deps): void {
  const { plans } = apiEndpoints;
  const todo = async (): Promise<never> => {
    throw new Error('not built yet');
  };
  route(plans.listMine, todo);
  route(plans.get, todo);
  route(plans.change, todo);
  route(plans.skipVisit, todo);
  route(plans.pause, todo);
  route(plans.resume, todo);
  route(plans.endingQuote, todo);
  route(plans.end, todo);
  route(plans.listInMarket, todo);
}
