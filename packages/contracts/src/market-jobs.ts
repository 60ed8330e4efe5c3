import { addIssue, z } from './zod';
import { instantSchema } from './booking';
import { singleLineText, timeZoneSchema, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { type JobStatus, jobStatuses, jobStatusSchema } from './jobs';
import { marketParamsSchema } from './markets';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/** Bounds of the market's job lists (docs/market.md, "Jobs grid, export, unassigned queue, calendar"). */
export const marketJobLimits = {
  pageSize: 100,
  defaultPageSize: 25,
  /** Past this page the grid asks for a narrower filter (offset paging stays cheap). */
  maxPage: 10_000,
  unassigned: 100,
  calendarDays: 42,
  calendarJobs: 2000,
  search: 100,
  /** The most jobs one CSV export holds: past it the export asks for narrower filters. */
  exportRows: 100_000,
} as const;

export const marketJobSorts = ['start', 'created', 'status', 'total', 'provider', 'customer'] as const;
export type MarketJobSort = (typeof marketJobSorts)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** `2026-11-24`: a calendar day in the market's zone. */
export const marketDateSchema = z.string().check(z.maxLength(10, v.useYyyyMmDd), z.regex(/^\d{4}-\d{2}-\d{2}$/, v.useYyyyMmDd), z.refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), v.notARealDate));

/** `requested,confirmed` in the URL → the statuses, each once. */
const statusListSchema = z.pipe(z.string().check(z.maxLength(200, v.tooManyStatuses)), z.transform((text, context) => {
    const parts = [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];
    const unknown = parts.filter((part) => !(jobStatuses as readonly string[]).includes(part));
    if (unknown.length) {
      addIssue(context, v.notAJobStatus, { unknown: unknown.join(', ').slice(0, 60) });
      return z.NEVER;
    }
    return parts as JobStatus[];
  }));

/** An optional query field: absent and empty (`?providerId=`, as a form sends it) both mean none. */
const optionalField = <T extends z.ZodMiniType<string, string>>(schema: T) =>
  z.pipe(z.optional(z.union([z.literal(''), schema])), z.transform((value) => (value === '' ? undefined : value) as z.output<T> | undefined));

/** The grid's filters and sort, shared by the page and the CSV export. */
export const marketJobFiltersSchema = z.object({
    status: z.optional(statusListSchema),
    providerId: optionalField(uuidSchema),
    serviceId: optionalField(z.string().check(z.maxLength(60), z.regex(/^[a-z0-9-]+$/, v.notAValidServiceId))),
    from: optionalField(marketDateSchema),
    to: optionalField(marketDateSchema),
    q: optionalField(singleLineText().check(z.maxLength(marketJobLimits.search, v.atMost100Characters))),
    sort: z._default(z.enum(marketJobSorts, { message: v.sortByStartCreatedStatusTotal }), 'start'),
    dir: z._default(z.enum(sortDirections, { message: v.useAscOrDesc }), 'desc'),
  }).check(z.refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, { message: v.theEndDateMustNotBe, path: ['to'] }));
export type MarketJobFilters = z.output<typeof marketJobFiltersSchema>;

export const marketJobListQuerySchema = z.intersection(z.object({
    page: z._default(z.coerce.number<string | number>({ message: v.notAPageNumber }).check(z.int(v.notAPageNumber), z.gte(1, v.pagesStartAt1), z.lte(marketJobLimits.maxPage, v.narrowTheFiltersToGoFurther)), 1),
    pageSize: z._default(z.coerce
      .number<string | number>({ message: v.notAPageSize }).check(z.int(v.notAPageSize), z.gte(1, v.atLeast1), z.lte(marketJobLimits.pageSize, v.atMost100)), marketJobLimits.defaultPageSize),
  }), marketJobFiltersSchema);
export type MarketJobListQuery = z.input<typeof marketJobListQuerySchema>;

/** One job in the manager's grid: enough to find it and open it. */
export const marketJobRowSchema = z.object({
  id: uuidSchema,
  /** The first 8 characters of the id in capitals, as the customer sees it ("Reference 1A2B3C4D"). */
  reference: z.string().check(z.length(8)),
  status: jobStatusSchema,
  start: instantSchema,
  end: instantSchema,
  createdAt: instantSchema,
  provider: z.nullable(z.object({ id: uuidSchema, name: z.string().check(z.maxLength(100)) })),
  customerName: z.string().check(z.maxLength(100)),
  /** "Home cleaning × 2, Window cleaning" */
  servicesSummary: z.string().check(z.maxLength(1000)),
  postalCode: z.nullable(z.string().check(z.maxLength(10))),
  totalMinor: z.number().check(z.int()),
  currency: z.string().check(z.length(3)),
  /** Requested jobs: the provider must answer by then; otherwise null. */
  respondBy: z.nullable(instantSchema),
});
export type MarketJobRow = z.infer<typeof marketJobRowSchema>;

export const marketJobPageSchema = z.object({
  timeZone: timeZoneSchema,
  jobs: z.array(marketJobRowSchema).check(z.maxLength(marketJobLimits.pageSize)),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type MarketJobPage = z.infer<typeof marketJobPageSchema>;

/** Why a job has no provider, from its last change to `unassigned`. */
export const unassignedReasons = ['declined', 'timed_out', 'provider_cancelled', 'other'] as const;

export const unassignedJobSchema = z.extend(z.pick(marketJobRowSchema, { id: true, reference: true, start: true, end: true, servicesSummary: true, postalCode: true, customerName: true, totalMinor: true, currency: true }), {
  /** Whole minutes until the start; negative once the start has passed (overdue). */
  minutesToStart: z.number().check(z.int()),
  overdue: z.boolean(),
  reason: z.enum(unassignedReasons),
  /** What the provider or the system said when giving it back. */
  reasonText: z.nullable(z.string().check(z.maxLength(1000))),
});
export type UnassignedJob = z.infer<typeof unassignedJobSchema>;

export const unassignedQueueSchema = z.object({
  timeZone: timeZoneSchema,
  jobs: z.array(unassignedJobSchema).check(z.maxLength(marketJobLimits.unassigned)),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type UnassignedQueue = z.infer<typeof unassignedQueueSchema>;

export const marketCalendarQuerySchema = z.object({ from: instantSchema, to: instantSchema, providerId: optionalField(uuidSchema) }).check(z.refine((range) => Date.parse(range.to) > Date.parse(range.from), { message: v.theEndMustBeAfterThe, path: ['to'] }), z.refine((range) => Date.parse(range.to) - Date.parse(range.from) <= marketJobLimits.calendarDays * 24 * 3_600_000, {
    message: v.atMost42DaysAtA,
    path: ['to'],
  }));

export const marketCalendarSchema = z.object({
  timeZone: timeZoneSchema,
  jobs: z.array(z.pick(marketJobRowSchema, { id: true, reference: true, status: true, start: true, end: true, provider: true, servicesSummary: true, postalCode: true })).check(z.maxLength(marketJobLimits.calendarJobs)),
  /** More jobs than the answer carries overlap the window (narrow it or filter by provider). */
  truncated: z.boolean(),
});
export type MarketCalendar = z.infer<typeof marketCalendarSchema>;

const manager = { access: 'authenticated' as const, tags: ['market'], params: marketParamsSchema };

export const marketJobEndpoints = {
  list: endpoint({
    ...routes['marketJobs.list'],
    ...manager,
    summary: 'The market’s jobs, a page at a time: filtered (status, provider, service, start dates, text), sorted (managers and admins)',
    query: marketJobListQuerySchema,
    response: marketJobPageSchema,
  }),
  export: endpoint({
    ...routes['marketJobs.export'],
    rateLimit: 'csvExport',
    ...manager,
    summary: 'Every job matching the grid’s filters, in its sort, as a CSV file streamed in batches (times in the market’s zone)',
    query: marketJobFiltersSchema,
    // Streamed: the bound documents the format, the answer is not built in memory.
    response: z.string().check(z.maxLength(2_000_000_000)),
    produces: ['text/csv'],
  }),
  unassigned: endpoint({
    ...routes['marketJobs.unassigned'],
    ...manager,
    summary: 'Jobs without a provider (status unassigned) that are not over yet, the earliest start first, with the time left',
    response: unassignedQueueSchema,
  }),
  calendar: endpoint({
    ...routes['marketJobs.calendar'],
    ...manager,
    summary: 'The market’s jobs overlapping a window of at most 42 days, optionally of one provider',
    query: marketCalendarQuerySchema,
    response: marketCalendarSchema,
  }),
};
