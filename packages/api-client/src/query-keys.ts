import { queryOptions } from '@tanstack/react-query';
import type { MarketJobListQuery, RepeatRequest, ServicesSelection } from '@marketplace/contracts';
import { api } from './api';
import { publicQuery } from './query-visibility';

/**
 * Every query key of the page. The shell and the remotes share ONE query cache, so a key typed
 * differently in two apps is two copies of the data (or, worse, one key holding two shapes).
 * Keys are hierarchical: invalidating `jobs.all` refreshes every job query, `markets.one(id)`
 * everything about that market. Lint forbids hand-typed keys everywhere else.
 */
export const queryKeys = {
  session: ['session'] as const,
  /** The admin's catalogue (apps/market /admin): markets a page at a time, one market, the services. */
  adminMarkets: {
    all: ['admin-markets'] as const,
    page: (page: number) => ['admin-markets', page] as const,
    one: (marketId: string) => ['admin-markets', 'one', marketId] as const,
  },
  adminServices: {
    all: ['admin-services'] as const,
    page: (page: number) => ['admin-services', page] as const,
  },
  markets: {
    all: ['markets'] as const,
    list: () => ['markets', 'list'] as const,
    one: (marketId: string | undefined) => ['markets', 'one', marketId] as const,
    providers: (marketId: string | undefined) => [...queryKeys.markets.one(marketId), 'providers'] as const,
    /** Reported messages of the market's jobs (docs/conversations.md, "Reports"). */
    messageReports: (marketId: string) => [...queryKeys.markets.one(marketId), 'message-reports'] as const,
    /** The market's open problem cases and outcome counts (docs/problems.md): its managers' dashboard. */
    problems: (marketId: string) => [...queryKeys.markets.one(marketId), 'problems'] as const,
    /** A plan's price differs (its discount): `repeat` is part of the key when asked for. */
    quote: (marketId: string | undefined, services: ServicesSelection | undefined, repeat?: RepeatRequest) =>
      repeat ? ([...queryKeys.markets.one(marketId), 'quote', services, repeat] as const) : ([...queryKeys.markets.one(marketId), 'quote', services] as const),
    /** Every slot search of a market, to refresh them all when a time turns out to be taken. */
    allSlots: (marketId: string | undefined) => [...queryKeys.markets.one(marketId), 'slots'] as const,
    slots: (marketId: string | undefined, services: ServicesSelection | undefined, postalCode: string | undefined) =>
      [...queryKeys.markets.allSlots(marketId), services, postalCode] as const,
    providersAt: (marketId: string | undefined, services: ServicesSelection | undefined, start: string | undefined) =>
      [...queryKeys.markets.one(marketId), 'providers-at', services, start] as const,
    /** The market's settings and their change history (its managers and admins only: not public). */
    settings: (marketId: string) => [...queryKeys.markets.one(marketId), 'settings'] as const,
    settingsHistory: (marketId: string) => [...queryKeys.markets.settings(marketId), 'history'] as const,
  },
  providers: {
    profile: (providerId: string) => ['providers', 'profile', providerId] as const,
    reviews: (providerId: string, page: number) => ['providers', 'reviews', providerId, page] as const,
    /** The provider's own settings (personal: not kept across a change of person). */
    editor: (providerId: string) => ['providers', 'editor', providerId] as const,
    /** The provider's payments page, one earnings page at a time (personal: theirs and admins'). */
    payments: (providerId: string, page: number) => ['providers', 'payments', providerId, page] as const,
  },
  /** The provider's side of their jobs: requests, upcoming, calendar ranges, earnings, one job. */
  providerJobs: {
    all: ['provider-jobs'] as const,
    requests: () => ['provider-jobs', 'requests'] as const,
    upcoming: () => ['provider-jobs', 'upcoming'] as const,
    earnings: () => ['provider-jobs', 'earnings'] as const,
    calendar: (from: string, to: string) => ['provider-jobs', 'calendar', from, to] as const,
    detail: (jobId: string) => ['provider-jobs', 'detail', jobId] as const,
  },
  /** The manager's job desk: one job with its history, and who could take it. */
  jobDesk: {
    all: ['job-desk'] as const,
    detail: (marketId: string, jobId: string) => ['job-desk', marketId, jobId] as const,
    candidates: (marketId: string, jobId: string) => [...queryKeys.jobDesk.detail(marketId, jobId), 'candidates'] as const,
  },
  /** A market's dashboard numbers and capacity map (its managers' and admins'; not public). */
  marketInsights: {
    all: (marketId: string) => ['market-insights', marketId] as const,
    kpis: (marketId: string, period: { period: string; from?: string; to?: string }) => ['market-insights', marketId, 'kpis', period] as const,
    capacity: (marketId: string, period: { period: string; from?: string; to?: string; limit?: number }) => ['market-insights', marketId, 'capacity', period] as const,
  },
  /** A market's jobs as its managers see them: grid pages, the unassigned queue, calendar windows. */
  marketJobs: {
    all: (marketId: string) => ['market-jobs', marketId] as const,
    list: (marketId: string, query: MarketJobListQuery) => [...queryKeys.marketJobs.all(marketId), 'list', query] as const,
    unassigned: (marketId: string) => [...queryKeys.marketJobs.all(marketId), 'unassigned'] as const,
    calendar: (marketId: string, from: string, to: string, providerId: string | undefined) => [...queryKeys.marketJobs.all(marketId), 'calendar', from, to, providerId] as const,
  },
  /** A market's recurring plans as its managers see them (customers' names: personal), per status filter, in pages. */
  marketPlans: {
    all: (marketId: string) => ['market-plans', marketId] as const,
    list: (marketId: string, status: string | undefined) => [...queryKeys.marketPlans.all(marketId), 'list', status ?? 'any'] as const,
  },
  /** The admins' outbox (every user's messages: personal, not public): pages per filter, one message. */
  outbox: {
    all: ['outbox'] as const,
    list: (filters: { status?: string | undefined; channel?: string | undefined; page: number }) => ['outbox', 'list', filters] as const,
    message: (messageId: string) => ['outbox', 'message', messageId] as const,
    /** Messages per status, without a page of them (the admin overview). */
    counts: () => ['outbox', 'counts'] as const,
  },
  /** People (admins; personal): search pages and one person's page. */
  adminPeople: {
    all: ['admin-people'] as const,
    list: (q: string, page: number) => ['admin-people', 'list', q, page] as const,
    person: (userId: string) => ['admin-people', 'person', userId] as const,
  },
  /** The security log (admins; personal: addresses and emails), a page per filter. */
  securityLog: {
    all: ['security-log'] as const,
    page: (filters: { type?: string | undefined; email?: string | undefined; page: number }) => ['security-log', filters] as const,
  },
  /** The logged-in person's own account: details, and whether it may be deleted now (personal). */
  account: {
    all: ['account'] as const,
    details: () => ['account', 'details'] as const,
    deletion: () => ['account', 'deletion'] as const,
  },
  /** The logged-in user's sessions (devices), for the "Active sessions" list. */
  activeSessions: ['active-sessions'] as const,
  jobs: {
    all: ['jobs'] as const,
    /** The customer's job lists (not the jobs themselves). */
    lists: () => ['jobs', 'mine'] as const,
    mine: (scope: 'upcoming' | 'past', page: number) => [...queryKeys.jobs.lists(), scope, page] as const,
    detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
    cancellationQuote: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'cancellation'] as const,
    rescheduleSlots: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'reschedule-slots'] as const,
    /** The job's payment, invoice and refunds as the viewer may see them (under the job: refreshed with it). */
    payment: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'payment'] as const,
    /** The job's tips as the viewer may see them, and whether they may give one (under the job: refreshed with it). */
    tips: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'tips'] as const,
    /** The job's conversation (docs/conversations.md): under the job, polled while its page is open. */
    messages: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'messages'] as const,
    /** The job's before and after photos, and what the viewer may add (under the job: refreshed with it; docs/job-photos.md). */
    photos: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'photos'] as const,
    /** The job's problem cases and what the viewer may do (under the job: refreshed with it; docs/problems.md). */
    problems: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'problems'] as const,
  },
  /** The logged-in user's bell and notification settings (personal: dropped when the person changes). */
  notifications: {
    all: ['notifications'] as const,
    inbox: () => ['notifications', 'inbox'] as const,
    preferences: () => ['notifications', 'preferences'] as const,
  },
  /** The customer's recurring plans (personal): the list, one plan with its visits, what ending it costs. */
  plans: {
    all: ['plans'] as const,
    mine: () => ['plans', 'mine'] as const,
    detail: (planId: string) => ['plans', 'detail', planId] as const,
    endingQuote: (planId: string) => [...queryKeys.plans.detail(planId), 'ending'] as const,
  },
  /** The logged-in person's favourite providers (personal: dropped when the person changes). */
  favourites: ['favourites'] as const,
  /** Invoices with their credit notes (personal: the job's customer, provider, managers). */
  invoices: {
    all: ['invoices'] as const,
    detail: (invoiceId: string) => ['invoices', invoiceId] as const,
  },
};

// What more than one app reads: one key, one fetch, wherever it is asked for. Public data is
// marked `publicQuery`, so it survives a change of person (see query-visibility.ts).

/** Every market: live ones and those coming soon. */
export const marketsQuery = () => queryOptions({ queryKey: queryKeys.markets.list(), queryFn: ({ signal }) => api('markets.list', { signal }), meta: publicQuery });
