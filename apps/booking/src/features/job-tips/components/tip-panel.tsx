import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { formatMoney } from '@marketplace/shared-ui/money';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import type { RenderCard } from '../../../lib/card-tokeniser';
import { useJobTips } from '../api/use-job-tips';
import { TipForm } from './tip-form';
import { TipList } from './tip-list';
import styles from './job-tips.module.css';

export interface TipPanelProps {
  jobId: string;
  timeZone: string;
  renderCard: RenderCard;
}

/**
 * "Add a tip" on the customer's completed job (docs/payments.md, "Tips"): suggested amounts or
 * another amount, the card, a confirmation naming the amount and the provider; then the thanks
 * and the tips given. Shows nothing when there are no tips and none can be given.
 */
export function TipPanel({ jobId, timeZone, renderCard }: TipPanelProps) {
  const intl = useIntl();
  const tips = useJobTips(jobId);
  const [thanked, setThanked] = useState<{ amountMinor: number; currency: string } | null>(null);
  const title = intl.formatMessage({ id: 'booking.tips.title', defaultMessage: 'Add a tip' });
  if (tips.isPending) return <Card as="section" title={title}><Skeleton lines={3} label={intl.formatMessage({ id: 'booking.tips.loading', defaultMessage: 'Loading the tips…' })} /></Card>;
  if (tips.isError) {
    return (
      <Card as="section" title={title}>
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'booking.tips.load-failed', defaultMessage: 'We could not load the tips' })}
          action={
            <Button onClick={() => void tips.refetch()}>
              <FormattedMessage id="booking.tips.try-again" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(tips.error)}
        </Alert>
      </Card>
    );
  }
  const data = tips.data;
  if (!data.can.tip && data.tips.length === 0 && !thanked) return null;
  return (
    <Card as="section" title={data.can.tip ? title : intl.formatMessage({ id: 'booking.tips.title-given', defaultMessage: 'Tips' })}>
      <div className={styles.stack}>
        {thanked && (
          <Alert tone="success" title={intl.formatMessage({ id: 'booking.tips.thanks', defaultMessage: 'You tipped {amount} — thank you' }, { amount: formatMoney(thanked.amountMinor, thanked.currency, intl.locale) })}>
            <FormattedMessage id="booking.tips.thanks-detail" defaultMessage="All of it goes to your provider." />
          </Alert>
        )}
        {data.tips.length > 0 && <TipList tips={data.tips} timeZone={timeZone} />}
        {data.can.tip && <TipForm key={data.tips.length} jobId={jobId} tips={data} renderCard={renderCard} onTipped={setThanked} />}
      </div>
    </Card>
  );
}
