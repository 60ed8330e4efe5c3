import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useChangeSuspension, useRosterProvider } from '../api/use-market-providers';
import { statusWords } from '../domain/provider-words';
import { ReasonDialog } from './reason-dialog';
import styles from './market-providers.module.css';

/** One provider: status, who changed it and why, their upcoming jobs here, and suspend / reinstate. */
export function ProviderDialog({ marketId, providerId, timeZone, onClose }: { marketId: string; providerId: string; timeZone: string; onClose: () => void }) {
  const intl = useIntl();
  const provider = useRosterProvider(marketId, providerId);
  const change = useChangeSuspension(marketId, providerId);
  const [asking, setAsking] = useState(false);
  const data = provider.data;
  const suspended = data?.status === 'suspended';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={data?.displayName ?? intl.formatMessage({ id: 'market.provider.title-loading', defaultMessage: 'Provider' })}
      footer={
        data && (
          <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
            {suspended ? <FormattedMessage id="market.provider.reinstate" defaultMessage="Reinstate" /> : <FormattedMessage id="market.provider.suspend" defaultMessage="Suspend" />}
          </Button>
        )
      }
    >
      {provider.isPending && <Skeleton lines={4} label={intl.formatMessage({ id: 'market.provider.loading', defaultMessage: 'Loading the provider…' })} />}
      {provider.isError && <Alert tone="danger" title={intl.formatMessage({ id: 'market.provider.failed', defaultMessage: 'We could not load this provider' })}>{errorMessage(provider.error)}</Alert>}
      {data && (
        <div className={styles.application}>
          <p>
            <Badge tone={statusWords[data.status].tone}>
              <FormattedMessage {...statusWords[data.status].label} />
            </Badge>{' '}
            {data.suspensionReason && <FormattedMessage id="market.provider.reason" defaultMessage="Reason: {reason}" values={{ reason: <span translate="no">{data.suspensionReason}</span> }} />}
          </p>
          <h3 className={styles.subTitle}>
            <FormattedMessage id="market.provider.upcoming" defaultMessage="Upcoming jobs here" />
          </h3>
          {data.upcomingJobs.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="market.provider.none" defaultMessage="None." />
            </p>
          ) : (
            <ul className={styles.history}>
              {data.upcomingJobs.map((job) => (
                <li key={job.id}>
                  <Link to={`/market/${marketId}/job/${job.id}`} translate="no">
                    {job.reference}
                  </Link>{' '}
                  · <DateTime value={job.start} timeZone={timeZone} /> · <JobStatusBadge status={job.status} /> · <span translate="no">{job.servicesSummary}</span>
                </li>
              ))}
            </ul>
          )}
          <h3 className={styles.subTitle}>
            <FormattedMessage id="market.provider.history" defaultMessage="Status history" />
          </h3>
          {data.history.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="market.provider.no-changes" defaultMessage="No changes yet." />
            </p>
          ) : (
            <ol className={styles.history}>
              {data.history.map((event, index) => (
                <li key={index}>
                  <FormattedMessage
                    id="market.provider.event"
                    defaultMessage="{at} — {action, select, paused {paused} resumed {resumed} suspended {suspended} other {reinstated}} by {name} ({role, select, provider {provider} manager {manager} other {admin}}){everywhere, select, yes {, every market} other {}}{hasReason, select, yes {: “{reason}”} other {}}"
                    values={{
                      at: <DateTime value={event.at} timeZone={timeZone} />,
                      action: event.action,
                      name: <span translate="no">{event.actor.name}</span>,
                      role: event.actor.role,
                      everywhere: event.marketId === null ? 'yes' : 'no',
                      hasReason: event.reason ? 'yes' : 'no',
                      reason: <span translate="no">{event.reason}</span>,
                    }}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {asking && (
        <ReasonDialog
          title={suspended ? intl.formatMessage({ id: 'market.provider.reinstate-title', defaultMessage: 'Reinstate this provider' }) : intl.formatMessage({ id: 'market.provider.suspend-title', defaultMessage: 'Suspend this provider' })}
          description={
            suspended
              ? intl.formatMessage({ id: 'market.provider.reinstate-description', defaultMessage: 'They are offered again in this market and emailed.' })
              : intl.formatMessage({
                  id: 'market.provider.suspend-description',
                  defaultMessage:
                    'They are no longer offered here and cannot accept work here. Requests waiting for their answer go back to the unassigned queue; their confirmed jobs are listed under “Needs reassignment”. They are emailed the reason.',
                })
          }
          submitLabel={suspended ? intl.formatMessage({ id: 'market.provider.reinstate', defaultMessage: 'Reinstate' }) : intl.formatMessage({ id: 'market.provider.suspend', defaultMessage: 'Suspend' })}
          tone={suspended ? 'primary' : 'danger'}
          reasonRequired
          maxLength={500}
          onSubmit={(reason) => change.mutateAsync({ suspend: !suspended, reason })}
          onClose={() => setAsking(false)}
        />
      )}
    </Dialog>
  );
}
