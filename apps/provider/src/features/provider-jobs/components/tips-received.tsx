import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { jobTipsQuery } from '@marketplace/api-client/queries';
import { Money } from '@marketplace/shared-ui/money';

/**
 * "Tip received" among the job's earnings: what the customer tipped, less what was refunded of
 * it (docs/payments.md, "Tips"). Only a completed job can have tips; nothing shows without one.
 */
export function TipsReceived({ jobId, completed }: { jobId: string; completed: boolean }) {
  const tips = useQuery({ ...jobTipsQuery(jobId), enabled: completed });
  const taken = (tips.data?.tips ?? []).filter((tip) => tip.status !== 'pending');
  const receivedMinor = taken.reduce((sum, tip) => sum + tip.amountMinor - tip.refundedMinor, 0);
  if (!tips.data || taken.length === 0) return null;
  return (
    <div>
      <dt>
        <FormattedMessage id="provider.job.tip-received" defaultMessage="{count, plural, one {Tip received} other {Tips received}}" values={{ count: taken.length }} />
      </dt>
      <dd>
        <Money amountMinor={receivedMinor} currency={tips.data.currency} />
      </dd>
    </div>
  );
}
