import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { useOwnStatus, useSetPause } from '../api/use-own-status';

/** Pause / Resume, with the state in words, and any market's suspension with its reason. */
export function PauseControl({ providerId }: { providerId: string }) {
  const status = useOwnStatus(providerId);
  const setPause = useSetPause(providerId);
  if (!status.data) return null;
  const paused = status.data.pausedAt !== null;
  return (
    <Card as="section" title="Availability for new requests">
      {status.data.suspensions.map((suspension) => (
        <Alert key={suspension.marketId} tone="danger" title={`You are suspended in ${suspension.marketName}`}>
          You are not offered there and cannot accept its work.{suspension.reason ? ` Reason: ${suspension.reason}` : ''}
        </Alert>
      ))}
      <p aria-live="polite">{paused ? 'You are paused: no new requests. You can still answer the requests already sent to you.' : 'You are active: customers can book you during your weekly hours.'}</p>
      {setPause.isError && <Alert tone="danger" title="That did not go through">{errorMessage(setPause.error)}</Alert>}
      <Button variant={paused ? 'primary' : 'secondary'} loading={setPause.isPending} onClick={() => setPause.mutate(!paused)}>
        {paused ? 'Resume' : 'Pause'}
      </Button>
    </Card>
  );
}
