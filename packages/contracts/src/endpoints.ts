import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { bookingEndpoints } from './booking';
import type { Endpoint } from './endpoint';
import { favouriteEndpoints } from './favourites';
import { planEndpoints } from './plans';
import { healthEndpoints } from './health';
import { jobDeskEndpoints } from './job-desk';
import { moneyEndpoints } from './money';
import { outboxEndpoints } from './notification-outbox';
import { notificationEndpoints } from './notifications';
import { jobEndpoints } from './jobs';
import { marketEndpoints } from './markets';
import { marketInsightsEndpoints } from './market-insights';
import { marketJobEndpoints } from './market-jobs';
import { providerProfileEndpoints } from './provider-profile';
import { providerJobEndpoints } from './provider-jobs';
import { providerApplicationEndpoints } from './provider-applications';
import { providerEndpoints } from './providers';
import { providerReviewEndpoints } from './provider-review';
import { providerStatusEndpoints, rosterEndpoints } from './roster';
import { problemEndpoints } from './problems';
import { tipEndpoints } from './tips';
import { waitlistEndpoints } from './waitlist';
import { adminEndpoints } from './security-events';
import { adminUserEndpoints } from './admin-users';
import { adminCatalogueEndpoints } from './admin-markets';

/** Every endpoint of the API, grouped: the server registers exactly these, OpenAPI lists them. */
export const apiEndpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  markets: marketEndpoints,
  providers: providerEndpoints,
  providerProfile: providerProfileEndpoints,
  waitlist: waitlistEndpoints,
  booking: bookingEndpoints,
  jobs: jobEndpoints,
  providerJobs: providerJobEndpoints,
  admin: adminEndpoints,
  adminUsers: adminUserEndpoints,
  jobDesk: jobDeskEndpoints,
  marketInsights: marketInsightsEndpoints,
  marketJobs: marketJobEndpoints,
  providerReview: providerReviewEndpoints,
  roster: rosterEndpoints,
  providerStatus: providerStatusEndpoints,
  payments: moneyEndpoints,
  notifications: { ...notificationEndpoints, ...outboxEndpoints },
  providerApplications: providerApplicationEndpoints,
  adminCatalogue: adminCatalogueEndpoints,
  favourites: favouriteEndpoints,
  plans: planEndpoints,
  tips: tipEndpoints,
  problems: problemEndpoints,
};

type Groups = typeof apiEndpoints;
type GroupName = keyof Groups & string;

/** `group.name` of every endpoint, from `apiEndpoints` (`'markets.get'`). */
export type EndpointKey = { [G in GroupName]: `${G}.${keyof Groups[G] & string}` }[GroupName];

/** The endpoint a key names, with its own schemas' types. */
export type EndpointOf<K extends EndpointKey> = K extends `${infer G extends GroupName}.${infer N}` ? Groups[G][N & keyof Groups[G]] : never;

/**
 * The same endpoints by key (`'markets.get'`), which is how the client and OpenAPI name them:
 * derived from `apiEndpoints`, so a new endpoint has its key by being in its group.
 */
export const endpoints = Object.fromEntries(
  Object.entries(apiEndpoints).flatMap(([group, list]) => Object.entries(list as Record<string, Endpoint>).map(([name, endpoint]) => [`${group}.${name}`, endpoint])),
) as { [K in EndpointKey]: EndpointOf<K> };
