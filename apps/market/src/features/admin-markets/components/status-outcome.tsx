import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMarket } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import type { StatusOutcome } from './use-status-switch';

/** The result of going live or back: a refusal stays on screen with its reason. */
export function StatusOutcomeAlert({ outcome }: { outcome: StatusOutcome }) {
  const intl = useIntl();
  if (!outcome) return null;
  return (
    <Alert
      tone={outcome.tone}
      title={outcome.tone === 'danger' ? intl.formatMessage({ id: 'market.admin-market.not-changed', defaultMessage: 'Not changed' }) : intl.formatMessage({ id: 'market.admin-market.done', defaultMessage: 'Done' })}
    >
      {outcome.text}
    </Alert>
  );
}

/** Go live (coming soon) or Back to coming soon (live). */
export function StatusButton({ market, pending, onChange }: { market: AdminMarket; pending: boolean; onChange: (market: AdminMarket, to: 'live' | 'coming_soon') => Promise<void> }) {
  return market.status === 'live' ? (
    <Button variant="secondary" onClick={() => void onChange(market, 'coming_soon')} disabled={pending}>
      <FormattedMessage id="market.admin-market.back-to-coming-soon" defaultMessage="Back to coming soon" />
    </Button>
  ) : (
    <Button onClick={() => void onChange(market, 'live')} disabled={pending}>
      <FormattedMessage id="market.admin-market.go-live" defaultMessage="Go live" />
    </Button>
  );
}
