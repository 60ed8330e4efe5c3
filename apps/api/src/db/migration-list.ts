import type { Migration } from 'kysely';
import * as accounts from './migrations/0001-accounts';
import * as markets from './migrations/0002-markets';
import * as providers from './migrations/0003-providers';
import * as waitlist from './migrations/0004-waitlist';
import * as jobs from './migrations/0005-jobs';
import * as securityEvents from './migrations/0006-security-events';
import * as rateLimits from './migrations/0007-rate-limits';
import * as sessionDetails from './migrations/0008-session-details';
import * as bookingRules from './migrations/0009-booking-rules';
import * as providerJobs from './migrations/0010-provider-jobs';
import * as marketJobIndexes from './migrations/0011-market-job-indexes';
import * as marketInsights from './migrations/0012-market-insights';
import * as jobEventChanges from './migrations/0013-job-event-changes';
import * as marketSettingsChanges from './migrations/0014-market-settings-changes';
import * as dashboardSpeed from './migrations/0015-dashboard-speed';
import * as money from './migrations/0016-money';
import * as notifications from './migrations/0017-notifications';
import * as publicDataChanges from './migrations/0018-public-data-changes';
import * as trustedAccounts from './migrations/0019-trusted-accounts';
import * as securityReview from './migrations/0020-security-review';
import * as accountDeletion from './migrations/0022-account-deletion';
import * as supply from './migrations/0023-supply';
import * as providerApplicants from './migrations/0024-provider-applicants';
import * as marketLaunch from './migrations/0026-market-launch';
import * as publicDataAccounts from './migrations/0029-public-data-accounts';
import * as languages from './migrations/0030-languages';
import * as serviceTranslations from './migrations/0031-service-translations';
import * as favouriteProviders from './migrations/0032-favourite-providers';
import * as tips from './migrations/0033-tips';
import * as plans from './migrations/0034-plans';
import * as conversations from './migrations/0035-conversations';
import * as jobPhotos from './migrations/0036-job-photos';
import * as problems from './migrations/0037-problems';

/**
 * Every migration in order. Listed statically (rather than read from the folder) so they run
 * the same under tsx, jest and a bundler. Never edit a released migration: add the next one.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-markets': markets,
  '0003-providers': providers,
  '0004-waitlist': waitlist,
  '0005-jobs': jobs,
  '0006-security-events': securityEvents,
  '0007-rate-limits': rateLimits,
  '0008-session-details': sessionDetails,
  '0009-booking-rules': bookingRules,
  '0010-provider-jobs': providerJobs,
  '0011-market-job-indexes': marketJobIndexes,
  '0012-market-insights': marketInsights,
  '0013-job-event-changes': jobEventChanges,
  '0014-market-settings-changes': marketSettingsChanges,
  '0015-dashboard-speed': dashboardSpeed,
  '0016-money': money,
  '0017-notifications': notifications,
  '0018-public-data-changes': publicDataChanges,
  '0019-trusted-accounts': trustedAccounts,
  '0020-security-review': securityReview,
  '0022-account-deletion': accountDeletion,
  '0023-supply': supply,
  '0024-provider-applicants': providerApplicants,
  '0026-market-launch': marketLaunch,
  '0029-public-data-accounts': publicDataAccounts,
  '0030-languages': languages,
  '0031-service-translations': serviceTranslations,
  '0032-favourite-providers': favouriteProviders,
  '0033-tips': tips,
  '0034-plans': plans,
  '0035-conversations': conversations,
  '0036-job-photos': jobPhotos,
  '0037-problems': problems,
};
