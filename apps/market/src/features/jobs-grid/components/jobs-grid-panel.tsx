import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { jobStatuses, type JobStatus, type MarketDetail } from '@marketplace/contracts';
import { buildPath } from '@marketplace/contracts/client';
import { routes } from '@marketplace/contracts/routes';
import { personalDataProps } from '@marketplace/error-reporting';
import { jobStatusLabel } from '@marketplace/job-ui/job-status';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useMarketProviders } from '../../../hooks/use-market-providers';
import { useMarketJobs } from '../api/use-market-jobs';
import { defaultGridState, filtersQuery, type GridState, hasFilters, listQuery, pageSizes, readGridState, writeGridState } from '../domain/grid-state';
import { CsvDownload } from './csv-download';
import { JobsTable } from './jobs-table';
import styles from './jobs-grid.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Jobs tab: every job of the market, filtered, sorted and paged by the API. All of it lives
 * in the URL next to `tab=jobs`, so a reload or a shared link opens the same view.
 */
export default function JobsGridPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = readGridState(params);
  const jobs = useMarketJobs(market.id, listQuery(state));
  const providers = useMarketProviders(market.id);

  /** Any change of filter goes back to page 1; paging and sorting push history, typing replaces it. */
  const update = (change: Partial<GridState>, options: { replace?: boolean } = {}) => {
    const resetsPage = !('page' in change);
    setParams((current) => writeGridState(current, { ...readGridState(current), ...(resetsPage ? { page: 1 } : {}), ...change }), options);
  };

  const [search, setSearch] = useState(state.q);
  useEffect(() => {
    if (search.trim() === state.q.trim()) return undefined;
    const timer = setTimeout(() => update({ q: search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only the typed text starts the timer; `update` reads the URL when it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  // Back/forward or "Clear filters" changes the URL: the box follows it (set while rendering,
  // React's pattern for state derived from a changed input).
  const [searchInUrl, setSearchInUrl] = useState(state.q);
  if (searchInUrl !== state.q) {
    setSearchInUrl(state.q);
    setSearch(state.q);
  }

  const toggleStatus = (status: JobStatus, checked: boolean) =>
    update({ statuses: checked ? jobStatuses.filter((candidate) => candidate === status || state.statuses.includes(candidate)) : state.statuses.filter((candidate) => candidate !== status) });
  const clearFilters = () => update({ ...defaultGridState, sort: state.sort, dir: state.dir, pageSize: state.pageSize });

  const csvHref = `${buildPath(routes['marketJobs.export'].path, { marketId: market.id })}?${new URLSearchParams(filtersQuery(state) as Record<string, string>)}`;
  const data = jobs.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="jobs-grid-title" className={styles.panel}>
      <h2 id="jobs-grid-title" className={styles.title}>
        <FormattedMessage id="market.jobs-grid.title" defaultMessage="Jobs" />
      </h2>
      <form className={styles.filters} role="search" aria-label={intl.formatMessage({ id: 'market.jobs-grid.filters', defaultMessage: 'Filter jobs' })} onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={intl.formatMessage({ id: 'market.jobs-grid.search', defaultMessage: 'Search' })}
          hint={intl.formatMessage({ id: 'market.jobs-grid.search-hint', defaultMessage: 'Customer, email, address, postal code or reference' })}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
          {...personalDataProps}
        />
        <SelectField
          label={intl.formatMessage({ id: 'market.jobs-grid.provider', defaultMessage: 'Provider' })}
          value={state.providerId}
          placeholder={intl.formatMessage({ id: 'market.jobs-grid.every-provider', defaultMessage: 'Every provider' })}
          translate="no"
          options={(providers.data?.providers ?? []).map((provider) => ({ value: provider.id, label: provider.displayName }))}
          onChange={(event) => update({ providerId: event.target.value })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'market.jobs-grid.service', defaultMessage: 'Service' })}
          value={state.serviceId}
          placeholder={intl.formatMessage({ id: 'market.jobs-grid.every-service', defaultMessage: 'Every service' })}
          translate="no"
          options={market.services.map((service) => ({ value: service.id, label: service.name }))}
          onChange={(event) => update({ serviceId: event.target.value })}
        />
        <TextField label={intl.formatMessage({ id: 'market.jobs-grid.from', defaultMessage: 'Starts from' })} type="date" value={state.from} max={state.to || undefined} onChange={(event) => update({ from: event.target.value })} />
        <TextField label={intl.formatMessage({ id: 'market.jobs-grid.to', defaultMessage: 'Starts until' })} type="date" value={state.to} min={state.from || undefined} onChange={(event) => update({ to: event.target.value })} />
        <fieldset className={styles.statuses}>
          <legend>
            <FormattedMessage id="market.jobs-grid.status" defaultMessage="Status" />
          </legend>
          {jobStatuses.map((status) => (
            <Checkbox key={status} label={jobStatusLabel(intl, status)} checked={state.statuses.includes(status)} onCheckedChange={(checked) => toggleStatus(status, checked === true)} />
          ))}
        </fieldset>
      </form>

      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {data &&
            (jobs.isFetching ? (
              <FormattedMessage id="market.jobs-grid.count-loading" defaultMessage="{total, plural, one {# job} other {# jobs}} · Loading…" values={{ total: data.total }} />
            ) : (
              <FormattedMessage id="market.jobs-grid.count" defaultMessage="{total, plural, one {# job} other {# jobs}}" values={{ total: data.total }} />
            ))}
        </p>
        {hasFilters(state) && (
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            <FormattedMessage id="market.jobs-grid.clear" defaultMessage="Clear filters" />
          </Button>
        )}
        <CsvDownload href={csvHref} total={data?.total} />
      </div>

      {jobs.isError && (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'market.jobs-grid.failed', defaultMessage: 'We could not load the jobs' })}
          action={
            <Button onClick={() => void jobs.refetch()}>
              <FormattedMessage id="market.jobs-grid.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(jobs.error)}
        </Alert>
      )}
      {!data && jobs.isPending && <Skeleton variant="block" height="16rem" label={intl.formatMessage({ id: 'market.jobs-grid.loading', defaultMessage: 'Loading the jobs…' })} />}
      {data && data.jobs.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'market.jobs-grid.empty', defaultMessage: 'No jobs match these filters' })}
          headingLevel={3}
          action={
            hasFilters(state) ? (
              <Button variant="secondary" onClick={clearFilters}>
                <FormattedMessage id="market.jobs-grid.clear" defaultMessage="Clear filters" />
              </Button>
            ) : undefined
          }
        />
      )}
      {data && data.jobs.length > 0 && (
        <JobsTable
          marketId={market.id}
          timeZone={data.timeZone}
          rows={data.jobs}
          total={data.total}
          sort={state.sort}
          dir={state.dir}
          page={state.page}
          pageSize={state.pageSize}
          stale={jobs.isPlaceholderData}
          onSortChange={(sort, dir) => update({ sort, dir })}
        />
      )}
      <div className={styles.pager}>
        <Pagination page={Math.min(state.page, pageCount)} pageCount={pageCount} onPageChange={(page) => update({ page })} aria-label={intl.formatMessage({ id: 'market.jobs-grid.pages', defaultMessage: 'Jobs pages' })} />
        <SelectField
          label={intl.formatMessage({ id: 'market.jobs-grid.per-page', defaultMessage: 'Per page' })}
          value={String(state.pageSize)}
          options={pageSizes.map((size) => ({ value: String(size), label: intl.formatNumber(size) }))}
          onChange={(event) => update({ pageSize: Number(event.target.value) })}
          className={styles.pageSize}
        />
      </div>
    </section>
  );
}
