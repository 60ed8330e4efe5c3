import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobPayment } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge, type BadgeTone } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { Money } from '@marketplace/shared-ui/money';
import { TestModeBanner } from '@marketplace/shared-ui/test-mode-banner';
import type { RenderCard } from '../../../lib/card-tokeniser';
import { useJobPayment } from '../api/use-job-payment';
import { paymentAmounts, paymentStatusWords } from '../domain/payment-words';
import { PayNowForm } from './pay-now-form';
import { RefundList } from './refund-list';
import styles from './job-payment.module.css';

export type JobInvoice = NonNullable<JobPayment['invoice']>;

export interface JobPaymentSectionProps {
  jobId: string;
  timeZone: string;
  renderCard: RenderCard;
  /**
   * The invoice itself (lines, credit notes, PDF): the invoices feature's section, handed in by
   * the page. Without it, only the invoice's number and status are shown.
   */
  renderInvoice?: (invoice: JobInvoice) => ReactNode;
}

const tones: Record<JobPayment['status'], BadgeTone> = {
  authorized: 'info',
  captured: 'success',
  partially_refunded: 'neutral',
  refunded: 'neutral',
  voided: 'neutral',
  failed: 'danger',
  none: 'neutral',
};

const invoiceNumberOnly = (invoice: JobInvoice) => (
  <p className={styles.line}>
    <FormattedMessage
      id="booking.payment.invoice-number"
      defaultMessage="Invoice {number}: {status, select, paid {paid} other {open}}"
      values={{ number: invoice.number, status: invoice.status }}
    />
  </p>
);

/** The customer's view of the job's money: what is held or paid, refunds, the invoice, and "Pay now". */
export function JobPaymentSection({ jobId, timeZone, renderCard, renderInvoice = invoiceNumberOnly }: JobPaymentSectionProps) {
  const intl = useIntl();
  const payment = useJobPayment(jobId);
  return (
    <Card as="section" title={intl.formatMessage({ id: 'booking.payment.title', defaultMessage: 'Payment' })}>
      {/* Not the page's QueryScreen: a missing payment must not turn the whole job page into a 404. */}
      {payment.data ? (
        <PaymentDetails jobId={jobId} payment={payment.data} timeZone={timeZone} renderCard={renderCard} renderInvoice={renderInvoice} />
      ) : payment.isPending ? (
        <Skeleton lines={3} label={intl.formatMessage({ id: 'booking.payment.loading', defaultMessage: 'Loading the payment…' })} />
      ) : (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'booking.payment.load-failed', defaultMessage: 'We could not load the payment' })}
          action={
            <Button onClick={() => void payment.refetch()}>
              <FormattedMessage id="booking.payment.try-again" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(payment.error)}
        </Alert>
      )}
    </Card>
  );
}

interface PaymentDetailsProps extends Required<Omit<JobPaymentSectionProps, 'jobId' | 'timeZone'>> {
  jobId: string;
  timeZone: string;
  payment: JobPayment;
}

function PaymentDetails({ jobId, payment, timeZone, renderCard, renderInvoice }: PaymentDetailsProps) {
  const intl = useIntl();
  const words = paymentStatusWords(intl, payment);
  return (
    <div className={styles.stack}>
      <TestModeBanner showCards={payment.canPay} />
      <p className={styles.line}>
        <Badge tone={tones[payment.status]}>{words.label}</Badge>
        {payment.card && (
          <span translate="no" {...personalDataProps}>
            {' '}
            {payment.card.brand} •••• {payment.card.last4}
          </span>
        )}
      </p>
      {words.detail && (
        <p className={payment.status === 'failed' ? styles.failure : styles.muted} data-worded-by={words.detailByApi ? 'api' : undefined}>
          {words.detail}
        </p>
      )}
      {paymentAmounts(intl, payment).length > 0 && (
        <dl className={styles.amounts}>
          {paymentAmounts(intl, payment).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <Money amountMinor={row.amountMinor} currency={payment.currency} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {payment.refunds.length > 0 && <RefundList refunds={payment.refunds} currency={payment.currency} timeZone={timeZone} />}
      {payment.invoice && renderInvoice(payment.invoice)}
      {payment.canPay && payment.invoice && <PayNowForm jobId={jobId} amountMinor={payment.invoice.totalMinor} currency={payment.currency} renderCard={renderCard} />}
    </div>
  );
}
