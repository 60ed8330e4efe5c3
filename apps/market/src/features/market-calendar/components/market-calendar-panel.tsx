import { FormattedMessage, useIntl } from 'react-intl';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MarketDetail } from '@marketplace/contracts';
import { timeZoneLabel } from '@marketplace/job-ui/zone-label';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { useMarketProviders } from '../../../hooks/use-market-providers';
import { type CalendarWindow, useMarketCalendar } from '../api/use-market-calendar';
import { calendarEvents } from '../domain/calendar-events';
import JobsCalendar from './jobs-calendar';
import styles from './market-calendar-panel.module.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Calendar tab: the market's jobs by day or week in the market's zone, of every provider or
 * one (the choice is in the URL, `?tab=calendar&provider=…`). Cancelled jobs are left out.
 */
export default function MarketCalendarPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const providerParam = params.get('provider') ?? '';
  const providerId = uuid.test(providerParam) ? providerParam : '';
  const [range, setRange] = useState<CalendarWindow | null>(null);
  const providers = useMarketProviders(market.id);
  const calendar = useMarketCalendar(market.id, range, providerId);
  const timeZone = calendar.data?.timeZone ?? market.timeZone;
  const events = useMemo(() => (calendar.data ? calendarEvents(intl, calendar.data, market.id) : []), [intl, calendar.data, market.id]);

  const chooseProvider = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('provider', id);
      else next.delete('provider');
      return next;
    });

  return (
    <section aria-labelledby="market-calendar-title" className={styles.panel} data-testid="market-calendar" data-time-zone={timeZone}>
      <h2 id="market-calendar-title" className={styles.title}>
        <FormattedMessage id="market.calendar.title" defaultMessage="Calendar" />
      </h2>
      <div className={styles.toolbar}>
        <SelectField
          label={intl.formatMessage({ id: 'market.calendar.provider', defaultMessage: 'Provider' })}
          value={providerId}
          placeholder={intl.formatMessage({ id: 'market.calendar.every-provider', defaultMessage: 'Every provider' })}
          translate="no"
          options={(providers.data?.providers ?? []).map((provider) => ({ value: provider.id, label: provider.displayName }))}
          onChange={(event) => chooseProvider(event.target.value)}
          className={styles.provider}
        />
        <p className={styles.zone}>
          <FormattedMessage id="market.calendar.zone" defaultMessage="Times in {zone}. Cancelled jobs are not shown." values={{ zone: timeZoneLabel(intl, timeZone) }} />
        </p>
      </div>
      {calendar.isError && (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'market.calendar.failed', defaultMessage: 'We could not load the calendar' })}
          action={
            <Button onClick={() => void calendar.refetch()}>
              <FormattedMessage id="market.calendar.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(calendar.error)}
        </Alert>
      )}
      {calendar.data?.truncated && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'market.calendar.truncated', defaultMessage: 'Not every job is shown' })}>
          <FormattedMessage id="market.calendar.truncated-hint" defaultMessage="This week has more jobs than the calendar can show at once. Choose a provider or the day view." />
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {calendar.isFetching ? (
          <FormattedMessage id="market.calendar.loading" defaultMessage="Loading the calendar…" />
        ) : calendar.data ? (
          <FormattedMessage id="market.calendar.shown" defaultMessage="{count, plural, one {# job shown} other {# jobs shown}}" values={{ count: calendar.data.jobs.length }} />
        ) : null}
      </VisuallyHidden>
      <div className={styles.calendar}>
        <JobsCalendar
          timeZone={timeZone}
          events={events}
          onWindowChange={(next) => setRange((current) => (current?.from === next.from && current.to === next.to ? current : next))}
        />
      </div>
    </section>
  );
}
