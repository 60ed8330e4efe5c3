import { jobStatuses, type JobStatus, marketJobLimits, type MarketJobListQuery, type MarketJobSort, marketJobSorts, type SortDirection } from '@marketplace/contracts';

/** Everything the grid shows, as read from (and written to) the page's URL. */
export interface GridState {
  statuses: JobStatus[];
  providerId: string;
  serviceId: string;
  from: string;
  to: string;
  q: string;
  sort: MarketJobSort;
  dir: SortDirection;
  page: number;
  pageSize: number;
}

export const pageSizes = [25, 50, 100] as const;
export const defaultGridState: GridState = { statuses: [], providerId: '', serviceId: '', from: '', to: '', q: '', sort: 'start', dir: 'desc', page: 1, pageSize: marketJobLimits.defaultPageSize };

/** The URL's names (short, readable in a shared link): `?tab=jobs&status=confirmed,requested&sort=start&dir=desc&page=2`. */
const names = { statuses: 'status', providerId: 'provider', serviceId: 'service', from: 'from', to: 'to', q: 'q', sort: 'sort', dir: 'dir', page: 'page', pageSize: 'size' } as const;
const date = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hand-edited or stale URL never breaks the grid: what cannot be read falls back to the default. */
export function readGridState(params: URLSearchParams): GridState {
  const text = (key: keyof typeof names) => params.get(names[key]) ?? '';
  const statuses = text('statuses')
    .split(',')
    .filter((status): status is JobStatus => (jobStatuses as readonly string[]).includes(status));
  const sort = text('sort');
  const dir = text('dir');
  const page = Number(text('page'));
  const pageSize = Number(text('pageSize'));
  return {
    statuses: [...new Set(statuses)],
    providerId: uuid.test(text('providerId')) ? text('providerId') : '',
    serviceId: /^[a-z0-9-]{1,60}$/.test(text('serviceId')) ? text('serviceId') : '',
    from: date.test(text('from')) ? text('from') : '',
    to: date.test(text('to')) ? text('to') : '',
    q: text('q').slice(0, marketJobLimits.search),
    sort: (marketJobSorts as readonly string[]).includes(sort) ? (sort as MarketJobSort) : defaultGridState.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaultGridState.dir,
    page: Number.isInteger(page) && page >= 1 && page <= marketJobLimits.maxPage ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultGridState.pageSize,
  };
}

/** The grid's state into the URL, next to the params it does not own (`tab`); defaults are left out. */
export function writeGridState(params: URLSearchParams, state: GridState): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof typeof names, string> = {
    statuses: state.statuses.join(','),
    providerId: state.providerId,
    serviceId: state.serviceId,
    from: state.from,
    to: state.to,
    q: state.q,
    sort: state.sort === defaultGridState.sort ? '' : state.sort,
    dir: state.dir === defaultGridState.dir ? '' : state.dir,
    page: state.page === 1 ? '' : String(state.page),
    pageSize: state.pageSize === defaultGridState.pageSize ? '' : String(state.pageSize),
  };
  for (const [key, value] of Object.entries(values) as [keyof typeof names, string][]) {
    if (value) next.set(names[key], value);
    else next.delete(names[key]);
  }
  return next;
}

/** The API's filters (the list and the CSV export take the same ones). */
export function filtersQuery(state: GridState): Omit<MarketJobListQuery, 'page' | 'pageSize'> {
  const query: Record<string, string> = { sort: state.sort, dir: state.dir };
  if (state.statuses.length) query.status = state.statuses.join(',');
  if (state.providerId) query.providerId = state.providerId;
  if (state.serviceId) query.serviceId = state.serviceId;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.q.trim()) query.q = state.q.trim();
  return query as Omit<MarketJobListQuery, 'page' | 'pageSize'>;
}

export const listQuery = (state: GridState): MarketJobListQuery => ({ ...filtersQuery(state), page: state.page, pageSize: state.pageSize });

export const hasFilters = (state: GridState) => Boolean(state.statuses.length || state.providerId || state.serviceId || state.from || state.to || state.q);
