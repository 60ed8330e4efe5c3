import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorCode, errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { formatMoney } from '@marketplace/shared-ui/money';
import type { CardTokeniser, RenderCard } from '../../../lib/card-tokeniser';
import { usePayJob } from '../api/use-pay-job';
import styles from './job-payment.module.css';

interface PayNowFormProps {
  jobId: string;
  amountMinor: number;
  currency: string;
  renderCard: RenderCard;
}

/** "Pay now" with a card, when the invoice is open and nothing is held (a capture failed). */
export function PayNowForm({ jobId, amountMinor, currency, renderCard }: PayNowFormProps) {
  const intl = useIntl();
  const card = useRef<CardTokeniser>(null);
  const pay = usePayJob(jobId);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || !card.current) return;
    sending.current = true;
    setBusy(true);
    setDeclined(null);
    setProblem(null);
    try {
      const method = await card.current.tokenise().catch(() => null);
      if (method) await pay.mutateAsync(method.id);
    } catch (error) {
      if (apiErrorCode(error) === 'PAYMENT_DECLINED') setDeclined(errorMessage(error));
      else setProblem(errorMessage(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="pay-now-title" className={styles.stack}>
      <h3 id="pay-now-title" className={styles.subheading}>
        <FormattedMessage id="booking.pay-now.title" defaultMessage="Pay now" />
      </h3>
      {renderCard({ ref: card, declined })}
      {problem && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'booking.pay-now.failed', defaultMessage: 'The payment did not go through' })}>
          {problem}
        </Alert>
      )}
      <Button type="submit" loading={busy}>
        <FormattedMessage id="booking.pay-now.pay" defaultMessage="Pay {amount}" values={{ amount: formatMoney(amountMinor, currency, intl.locale) }} />
      </Button>
    </form>
  );
}
