import { useState } from 'react';
import { Link } from 'react-router-dom';
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
      title={data?.displayName ?? 'Provider'}
      footer={
        data && (
          <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
            {suspended ? 'Reinstate' : 'Suspend'}
          </Button>
        )
      }
    >
      {provider.isPending && <Skeleton lines={4} label="Loading the provider…" />}
      {provider.isError && <Alert tone="danger" title="We could not load this provider">{errorMessage(provider.error)}</Alert>}
      {data && (
        <div className={styles.application}>
          <p>
            <Badge tone={statusWords[data.status].tone}>{statusWords[data.status].label}</Badge> {data.suspensionReason ? `Reason: ${data.suspensionReason}` : ''}
          </p>
          <h3 className={styles.subTitle}>Upcoming jobs here</h3>
          {data.upcomingJobs.length === 0 ? (
            <p className={styles.muted}>None.</p>
          ) : (
            <ul className={styles.history}>
              {data.upcomingJobs.map((job) => (
                <li key={job.id}>
                  <Link to={`/market/${marketId}/job/${job.id}`}>{job.reference}</Link> · <DateTime value={job.start} timeZone={timeZone} /> · {job.status} · {job.servicesSummary}
                </li>
              ))}
            </ul>
          )}
          <h3 className={styles.subTitle}>Status history</h3>
          {data.history.length === 0 ? (
            <p className={styles.muted}>No changes yet.</p>
          ) : (
            <ol className={styles.history}>
              {data.history.map((event, index) => (
                <li key={index}>
                  <DateTime value={event.at} timeZone={timeZone} /> — {event.action} by {event.actor.name} ({event.actor.role}){event.marketId === null ? ', every market' : ''}
                  {event.reason ? `: “${event.reason}”` : ''}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {asking && (
        <ReasonDialog
          title={suspended ? 'Reinstate this provider' : 'Suspend this provider'}
          description={
            suspended
              ? 'They are offered again in this market and emailed.'
              : 'They are no longer offered here and cannot accept work here. Requests waiting for their answer go back to the unassigned queue; their confirmed jobs are listed under “Needs reassignment”. They are emailed the reason.'
          }
          submitLabel={suspended ? 'Reinstate' : 'Suspend'}
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
