import { preprocess, z } from './zod';
import { instantSchema } from './booking';
import { marketIdSchema, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { jobStatusSchema } from './jobs';
import { ratingSchema } from './providers';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * A market's providers for its managers (docs/market-providers.md): status, the last 30 days'
 * numbers, suspension and reinstatement with a reason; and a provider's own pause.
 */
export const providerStatuses = ['active', 'paused', 'suspended'] as const;
export const providerStatusSchema = z.enum(providerStatuses);
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

export const ROSTER_PAGE_SIZE = 25;

const optionalFilter = <T extends z.ZodMiniType>(schema: T) => preprocess((value) => (value === '' ? undefined : value), z.optional(schema));
export const rosterQuerySchema = z.object({
  page: z._default(z.coerce.number<string | number>({ message: v.notAPageNumber }).check(z.int(v.notAPageNumber), z.gte(1, v.pagesStartAt1), z.lte(1000)), 1),
  status: optionalFilter(providerStatusSchema),
  q: optionalFilter(singleLineText().check(z.maxLength(100, v.atMost100Characters))),
});
export type RosterQuery = z.input<typeof rosterQuerySchema>;

/** The last 30 days' numbers (definitions in docs/market-providers.md, "Roster numbers"). */
export const rosterMetricsSchema = z.object({
  jobsLast30Days: z.number().check(z.int(), z.nonnegative()),
  /** Accepted ÷ (accepted + declined + timed out); null when no request was answered or lapsed. */
  acceptanceRate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Median minutes from a request to the provider's answer; null without answers. */
  medianResponseMinutes: z.nullable(z.number().check(z.nonnegative())),
  cancellations: z.number().check(z.int(), z.nonnegative()),
  noShows: z.number().check(z.int(), z.nonnegative()),
});
export type RosterMetrics = z.infer<typeof rosterMetricsSchema>;

export const rosterRowSchema = z.object({
  id: uuidSchema,
  displayName: z.string().check(z.maxLength(100)),
  status: providerStatusSchema,
  rating: ratingSchema,
  /** Weekly hours set: without them the provider is never offered. */
  hasHours: z.boolean(),
  metrics: rosterMetricsSchema,
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterPageSchema = z.object({
  providers: z.array(rosterRowSchema).check(z.maxLength(ROSTER_PAGE_SIZE)),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type RosterPage = z.infer<typeof rosterPageSchema>;

export const statusChangeSchema = z.object({
  at: instantSchema,
  actor: z.object({ role: z.enum(['provider', 'manager', 'admin']), name: z.string().check(z.maxLength(100)) }),
  action: z.enum(['paused', 'resumed', 'suspended', 'reinstated']),
  /** null: the provider's own pause or resume (every market). */
  marketId: z.nullable(z.string().check(z.maxLength(40))),
  reason: z.nullable(z.string().check(z.maxLength(1000))),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const rosterJobSchema = z.object({ id: uuidSchema, reference: z.string().check(z.length(8)), status: jobStatusSchema, start: instantSchema, servicesSummary: z.string().check(z.maxLength(1000)) });
export type RosterJob = z.infer<typeof rosterJobSchema>;

export const rosterDetailSchema = z.extend(rosterRowSchema, {
  pausedAt: z.nullable(instantSchema),
  suspendedAt: z.nullable(instantSchema),
  suspensionReason: z.nullable(z.string().check(z.maxLength(1000))),
  history: z.array(statusChangeSchema).check(z.maxLength(1000)),
  /** Requested and confirmed jobs in this market from now on, soonest first. */
  upcomingJobs: z.array(rosterJobSchema).check(z.maxLength(200)),
});
export type RosterDetail = z.infer<typeof rosterDetailSchema>;

export const reassignmentJobSchema = z.extend(rosterJobSchema, { provider: z.object({ id: uuidSchema, name: z.string().check(z.maxLength(100)) }) });
export const reassignmentPageSchema = z.object({
  jobs: z.array(reassignmentJobSchema).check(z.maxLength(ROSTER_PAGE_SIZE)),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type ReassignmentPage = z.infer<typeof reassignmentPageSchema>;

export const statusReasonSchema = z.object({ reason: singleLineText().check(z.minLength(1, v.giveAReasonSentToProvider), z.maxLength(500, v.atMost500Characters)) });
export const pauseSchema = z.object({
  reason: z.optional(z.pipe(singleLineText().check(z.maxLength(500, v.atMost500Characters)), z.transform((text) => text || undefined))),
});

/** The provider's own view of where they stand: their pause, and the markets that suspended them. */
export const ownStatusSchema = z.object({
  pausedAt: z.nullable(instantSchema),
  suspensions: z.array(z.object({ marketId: z.string().check(z.maxLength(40)), marketName: z.string().check(z.maxLength(100)), since: instantSchema, reason: z.nullable(z.string().check(z.maxLength(1000))) })).check(z.maxLength(100)),
});
export type OwnStatus = z.infer<typeof ownStatusSchema>;

const market = { access: 'authenticated' as const, tags: ['market'] };
const marketParams = z.object({ marketId: z.catch(marketIdSchema, '') });
const providerInMarket = { ...market, params: z.object({ marketId: z.catch(marketIdSchema, ''), providerId: uuidSchema }), response: rosterDetailSchema };
const own = { access: 'authenticated' as const, tags: ['provider'], params: z.object({ providerId: uuidSchema }), response: ownStatusSchema };

export const rosterEndpoints = {
  list: endpoint({
    ...routes['roster.list'],
    ...market,
    params: marketParams,
    query: rosterQuerySchema,
    summary: 'Every provider of the market with status and the last 30 days’ numbers, by name, a page at a time',
    response: rosterPageSchema,
  }),
  needsReassignment: endpoint({
    ...routes['roster.needsReassignment'],
    ...market,
    params: marketParams,
    query: z.pick(rosterQuerySchema, { page: true }),
    summary: 'Upcoming confirmed jobs of providers suspended in the market: to give to someone else from the job desk',
    response: reassignmentPageSchema,
  }),
  get: endpoint({ ...routes['roster.get'], ...providerInMarket, summary: 'One provider of the market: numbers, status history and upcoming jobs' }),
  suspend: endpoint({
    ...routes['roster.suspend'],
    ...providerInMarket,
    body: statusReasonSchema,
    summary: 'Suspend the provider in this market with a reason: not offered, cannot accept; their requests go back to the unassigned queue',
  }),
  reinstate: endpoint({ ...routes['roster.reinstate'], ...providerInMarket, body: statusReasonSchema, summary: 'Lift the provider’s suspension in this market, with a reason' }),
};

export const providerStatusEndpoints = {
  get: endpoint({ ...routes['providerStatus.get'], ...own, summary: 'The provider’s own pause and suspensions (the provider only)' }),
  pause: endpoint({ ...routes['providerStatus.pause'], ...own, body: pauseSchema, summary: 'The provider pauses themselves: no new requests anywhere until they resume' }),
  resume: endpoint({ ...routes['providerStatus.resume'], ...own, body: pauseSchema, summary: 'The provider resumes: offered again where not suspended' }),
};
