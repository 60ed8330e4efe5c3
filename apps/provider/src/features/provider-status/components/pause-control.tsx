import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { useOwnStatus, useSetPause } from '../api/use-own-status';

/** Pause / Resume, with the state in words, and any market's suspension with its reason. */
export function PauseControl({ providerId }: { providerId: string }) {
  const intl = useIntl();
  const status = useOwnStatus(providerId);
  const setPause = useSetPause(providerId);
  if (!status.data) return null;
  const paused = status.data.pausedAt !== null;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'provider.pause.title', defaultMessage: 'Availability for new requests' })}>
      {status.data.suspensions.map((suspension) => (
        <Alert
          key={suspension.marketId}
          tone="danger"
          title={intl.formatMessage({ id: 'provider.pause.suspended', defaultMessage: 'You are suspended in {market}' }, { market: suspension.marketName })}
        >
          {suspension.reason ? (
            <FormattedMessage
              id="provider.pause.suspended-reason"
              defaultMessage="You are not offered there and cannot accept its work. Reason: {reason}"
              values={{ reason: suspension.reason }}
            />
          ) : (
            <FormattedMessage id="provider.pause.suspended-text" defaultMessage="You are not offered there and cannot accept its work." />
          )}
        </Alert>
      ))}
      <p aria-live="polite">
        {paused ? (
          <FormattedMessage id="provider.pause.paused" defaultMessage="You are paused: no new requests. You can still answer the requests already sent to you." />
        ) : (
          <FormattedMessage id="provider.pause.active" defaultMessage="You are active: customers can book you during your weekly hours." />
        )}
      </p>
      {setPause.isError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'provider.pause.failed', defaultMessage: 'That did not go through' })}>
          {errorMessage(setPause.error)}
        </Alert>
      )}
      <Button variant={paused ? 'primary' : 'secondary'} loading={setPause.isPending} onClick={() => setPause.mutate(!paused)}>
        {paused ? <FormattedMessage id="provider.pause.resume" defaultMessage="Resume" /> : <FormattedMessage id="provider.pause.pause" defaultMessage="Pause" />}
      </Button>
    </Card>
  );
}
