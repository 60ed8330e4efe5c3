import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type MarketDetail, type PlanStatus, planStatusSchema } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useUrlParams } from '../../../hooks/use-url-params';
import { useMarketPlans } from '../api/use-market-plans';
import { planStatusWords } from '../domain/plan-words';
import { PlanFigures } from './plan-figures';
import { PlansTable } from './plans-table';
import styles from './plans-panel.module.css';

const statuses = planStatusSchema.options;

/**
 * The dashboard's Plans section (docs/repeat-business.md): plans per status, the share of the
 * last 28 days' jobs that came from plans, and the plans themselves, a page at a time. The status
 * filter lives in the URL next to `tab=plans`.
 */
export default function PlansPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const { params, update } = useUrlParams();
  const status = statuses.find((candidate) => candidate === params.get('status')) as PlanStatus | undefined;
  const plans = useMarketPlans(market.id, status);
  const first = plans.data?.pages[0];
  const rows = useMemo(() => plans.data?.pages.flatMap((page) => page.plans) ?? [], [plans.data]);
  const retry = () => void (plans.isFetchNextPageError ? plans.fetchNextPage() : plans.refetch());

  return (
    <section aria-labelledby="plans-title" className={styles.panel}>
      <h2 id="plans-title" className={styles.title}>
        <FormattedMessage id="market.plans.title" defaultMessage="Plans" />
      </h2>
      {first && <PlanFigures counts={first.counts} shareBps={first.planJobShareBps} />}
      <div className={styles.filters}>
        <SelectField
          label={intl.formatMessage({ id: 'market.plans.status', defaultMessage: 'Status' })}
          placeholder={intl.formatMessage({ id: 'market.plans.every-status', defaultMessage: 'Every status' })}
          options={statuses.map((value) => ({ value, label: intl.formatMessage(planStatusWords[value].label) }))}
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value || null })}
        />
      </div>
      {plans.isError && (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'market.plans.failed', defaultMessage: 'We could not load the plans' })}
          action={
            <Button onClick={retry}>
              <FormattedMessage id="market.plans.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(plans.error)}
        </Alert>
      )}
      {plans.isPending && <Skeleton variant="block" height="12rem" label={intl.formatMessage({ id: 'market.plans.loading', defaultMessage: 'Loading the plans…' })} />}
      {first && rows.length === 0 && (
        <EmptyState
          headingLevel={3}
          title={
            status
              ? intl.formatMessage({ id: 'market.plans.empty-filtered', defaultMessage: 'No plans with this status' })
              : intl.formatMessage({ id: 'market.plans.empty', defaultMessage: 'No plans yet' })
          }
          description={status ? undefined : intl.formatMessage({ id: 'market.plans.empty-text', defaultMessage: 'Customers make a plan when they choose to repeat a booking every week, 2 weeks or 4 weeks.' })}
        />
      )}
      {rows.length > 0 && <PlansTable marketId={market.id} timeZone={market.timeZone} rows={rows} stale={plans.isPlaceholderData} />}
      {plans.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" loading={plans.isFetchingNextPage} onClick={() => void plans.fetchNextPage()}>
            <FormattedMessage id="market.plans.load-more" defaultMessage="Load more" />
          </Button>
        </div>
      )}
    </section>
  );
}
