import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { changePlan } from './change-plan';
import { listMarketPlans } from './market-plans';
import { endPlan, pausePlan, quoteEnding, resumePlan } from './plan-lifecycle';
import { getPlan, listMyPlans } from './plan-queries';
import { skipVisit } from './skip-visit';

/** docs/repeat-business.md: a plan is its customer's alone (404 for anyone else); the market's managers read its list. */
export function planRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { plans } = apiEndpoints;
  route(plans.listMine, async ({ user, request }) => listMyPlans(deps, user, readerLanguage(request)));
  route(plans.get, async ({ user, params, request }) => getPlan(deps, user, params.planId, readerLanguage(request)));
  route(plans.change, async ({ user, params, body, request }) => changePlan(deps, user, params.planId, body, readerLanguage(request)));
  route(plans.skipVisit, async ({ user, params, request }) => skipVisit(deps, user, params.planId, params.jobId, readerLanguage(request)));
  route(plans.pause, async ({ user, params, request }) => pausePlan(deps, user, params.planId, readerLanguage(request)));
  route(plans.resume, async ({ user, params, request }) => resumePlan(deps, user, params.planId, readerLanguage(request)));
  route(plans.endingQuote, async ({ user, params }) => quoteEnding(deps, user, params.planId));
  route(plans.end, async ({ user, params, request }) => endPlan(deps, user, params.planId, readerLanguage(request)));
  route(plans.listInMarket, async ({ user, params, query, request }) => listMarketPlans(deps, user, params.marketId, query, readerLanguage(request)));
}
