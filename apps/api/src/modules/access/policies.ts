import type { JobStatus, SessionUser } from '@marketplace/contracts';
import { AppError, type ErrorMessage } from '../../http/app-error';

/**
 * Who may do what (docs/product.md §4), as pure functions of the caller and the resource. The API checks
 * them in the use cases; the apps may call the same rules only to hide what would be refused.
 */
export type Actor = Pick<SessionUser, 'roles' | 'managedMarketIds' | 'providerId'>;

/** What the policies need to know about a provider. */
export interface ProviderScope {
  id: string;
  marketIds: string[];
}

export function isAdmin(user: Actor): boolean {
  return user.roles.includes('admin');
}

/** Managers run the markets they were given; admins run every market. */
export function canManageMarket(user: Actor, marketId: string): boolean {
  return isAdmin(user) || (user.roles.includes('manager') && user.managedMarketIds.includes(marketId));
}

export function isProviderSelf(user: Actor, provider: ProviderScope): boolean {
  return user.roles.includes('provider') && user.providerId === provider.id;
}

/** The provider, managers of any market the provider works in, admins. */
export function canViewProviderAvailability(user: Actor, provider: ProviderScope): boolean {
  return isProviderSelf(user, provider) || isAdmin(user) || provider.marketIds.some((marketId) => canManageMarket(user, marketId));
}

/** Only the provider and admins change a provider's hours; managers assign jobs, not hours. */
export function canEditProviderAvailability(user: Actor, provider: ProviderScope): boolean {
  return isProviderSelf(user, provider) || isAdmin(user);
}

/**
 * A provider's profile follows their hours: the provider and admins change it (name, bio,
 * picture, services, markets, time off); managers of their markets may read the editor's view.
 */
export const canEditProviderProfile = canEditProviderAvailability;
export const canViewProviderProfileEditor = canViewProviderAvailability;

/** What the policies need to know about a job. */
export interface JobScope {
  customerId: string;
  providerId: string | null;
  marketId: string;
}

/** A provider account with its provider record: who the provider area (docs/product.md §3 `/provider`) is for. */
export function isProvider(user: Actor): boolean {
  return user.roles.includes('provider') && Boolean(user.providerId);
}

/** The provider the job is assigned to: the only one who answers, runs and sees it as a provider. */
export function isJobProvider(user: Actor, job: JobScope): boolean {
  return job.providerId !== null && isProvider(user) && user.providerId === job.providerId;
}

export function isJobCustomer(user: Actor & { id: string }, job: JobScope): boolean {
  return user.id === job.customerId;
}

/**
 * Its customer, its provider, the managers of its market and admins. Anyone else is told the
 * job does not exist (404), so ids cannot be probed.
 */
export function canViewJob(user: Actor & { id: string }, job: JobScope): boolean {
  return (
    isJobCustomer(user, job) ||
    isJobProvider(user, job) ||
    canManageMarket(user, job.marketId)
  );
}

/** What the contact rule needs to know about a job besides its scope. */
export interface JobContactScope extends JobScope {
  status: JobStatus;
  /** A cancelled job: the status it was cancelled from (null for any other job). */
  cancelledFrom: JobStatus | null;
}

/** The statuses a job reaches only after its provider accepted it. */
const ACCEPTED: readonly JobStatus[] = ['confirmed', 'in_progress', 'completed', 'no_show'];

/**
 * Whether the job's provider has accepted it: now, or before it was cancelled. A provider who
 * had the street and the contact when the customer cancelled keeps seeing them on that job; one
 * whose request was cancelled before they answered never gets them.
 */
export function providerHasAccepted(job: Pick<JobContactScope, 'status' | 'cancelledFrom'>): boolean {
  return ACCEPTED.includes(job.status) || (job.status === 'cancelled' && job.cancelledFrom !== null && ACCEPTED.includes(job.cancelledFrom));
}

/**
 * The street address and the customer's email and phone (docs/provider.md, "Who sees a
 * customer's contact details"): the job's customer, its market's managers and admins, and its
 * provider once they have accepted it. A provider with a request sees the area only (postal code
 * and city): enough to decide, not enough to go round the platform.
 */
export function canSeeJobContact(user: Actor & { id: string }, job: JobContactScope): boolean {
  return isJobCustomer(user, job) || canManageMarket(user, job.marketId) || (isJobProvider(user, job) && providerHasAccepted(job));
}

/** A session is its owner's alone to see and end; to anyone else it does not exist. */
export function canManageSession(user: { id: string }, session: { userId: string }): boolean {
  return user.id === session.userId;
}

/** The security log (every user's logins, addresses, refusals) is for admins only. */
export function canReadSecurityLog(user: Actor): boolean {
  return isAdmin(user);
}

/** The outbox holds every user's messages (addresses, what happened to their jobs): admins only. */
export function canManageOutbox(user: Actor): boolean {
  return isAdmin(user);
}

/** People (find accounts, change their roles, disable them): admins only (docs/admin.md). */
export function canManagePeople(user: Actor): boolean {
  return isAdmin(user);
}

/**
 * A provider application is its applicant's alone (docs/provider-onboarding.md): anyone else
 * reaches it only through their market's review endpoints, never the applicant's.
 */
export function canSeeApplication(user: { id: string }, application: { userId: string }): boolean {
  return user.id === application.userId;
}

/** Markets (create, edit, open) and the service catalogue with its prices: admins only (docs/admin-markets.md). */
export function canManageCatalogue(user: Actor): boolean {
  return isAdmin(user);
}

/** 403 unless the policy allowed it. */
export function authorize(allowed: boolean, message?: ErrorMessage): void {
  if (!allowed) throw AppError.forbidden(message);
}
