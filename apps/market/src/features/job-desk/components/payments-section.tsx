import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobPayment, Tip } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { InvoiceSection } from '@marketplace/job-ui/invoice-section';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { TestModeBanner } from '@marketplace/shared-ui/test-mode-banner';
import { errorMessage } from '@marketplace/api-client/errors';
import { useInvoice, useJobInvoiceId } from '@marketplace/api-client/queries';
import type { DeskJobRef } from '../api/use-job-desk';
import { useJobPayment, useJobTips } from '../api/use-job-payment';
import { refundTargets } from '../domain/refund-targets';
import { paymentStatusText, refundStatusText } from '../domain/payment-words';
import { RefundDialog } from './refund-dialog';
import { DeskTips } from './desk-tips';
import styles from './job-desk.module.css';

/**
 * The desk's Payments: status, card, captured / refunded / net, the provider's share, refunds,
 * a completed job's tips, and the refund action (of the job's payment or of a tip).
 */
export function PaymentsSection({ deskRef, timeZone, completed = false }: { deskRef: DeskJobRef; timeZone: string; completed?: boolean }) {
  const intl = useIntl();
  const query = useJobPayment(deskRef.jobId);
  const tips = useJobTips(deskRef.jobId, completed);
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.payment.title', defaultMessage: 'Payments' })}>
      <div className={styles.dialogBody}>
        <TestModeBanner />
        {query.data ? (
          <PaymentFacts payment={query.data} tips={tips.data?.tips ?? []} deskRef={deskRef} timeZone={timeZone} />
        ) : query.isPending ? (
          <Skeleton lines={4} label={intl.formatMessage({ id: 'market.payment.loading', defaultMessage: 'Loading the payment…' })} />
        ) : (
          <Alert
            tone="danger"
            title={intl.formatMessage({ id: 'market.payment.failed', defaultMessage: 'We could not load the payment' })}
            action={
              <Button onClick={() => void query.refetch()}>
                <FormattedMessage id="market.payment.retry" defaultMessage="Try again" />
              </Button>
            }
          >
            {errorMessage(query.error)}
          </Alert>
        )}
      </div>
    </Card>
  );
}

function PaymentFacts({ payment, tips, deskRef, timeZone }: { payment: JobPayment; tips: Tip[]; deskRef: DeskJobRef; timeZone: string }) {
  const intl = useIntl();
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  const targets = useMemo(() => refundTargets(payment, tips), [payment, tips]);
  const money = (amountMinor: number) => <Money amountMinor={amountMinor} currency={payment.currency} />;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="market.payment.status" defaultMessage="Status" />
          </dt>
          <dd>
            <FormattedMessage {...paymentStatusText[payment.status]} />
          </dd>
        </div>
        {payment.card && (
          <div>
            <dt>
              <FormattedMessage id="market.payment.card" defaultMessage="Card" />
            </dt>
            <dd translate="no">
              {payment.card.brand} ••{payment.card.last4}
            </dd>
          </div>
        )}
        {payment.status === 'authorized' && (
          <div>
            <dt>
              <FormattedMessage id="market.payment.held" defaultMessage="Held on the card" />
            </dt>
            <dd>{money(payment.authorisedMinor)}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="market.payment.captured" defaultMessage="Captured" />
          </dt>
          <dd>{money(payment.capturedMinor)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.payment.refunded" defaultMessage="Refunded" />
          </dt>
          <dd>{money(payment.refundedMinor)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.payment.net" defaultMessage="Net" />
          </dt>
          <dd className={styles.strong}>{money(payment.netMinor)}</dd>
        </div>
        {payment.providerEarnings && (
          <>
            <div>
              <dt>
                <FormattedMessage id="market.payment.provider-earns" defaultMessage="Provider earns" />
              </dt>
              <dd>{money(payment.providerEarnings.earnedMinor)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="market.payment.commission" defaultMessage="Commission" />
              </dt>
              <dd>{money(payment.providerEarnings.commissionMinor)}</dd>
            </div>
          </>
        )}
        {payment.failureMessage && (
          <div>
            <dt>
              <FormattedMessage id="market.payment.last-failure" defaultMessage="Last failure" />
            </dt>
            <dd data-worded-by="api">{payment.failureMessage}</dd>
          </div>
        )}
      </dl>
      {payment.refunds.length > 0 && (
        <ul className={styles.history} aria-label={intl.formatMessage({ id: 'market.payment.refunds', defaultMessage: 'Refunds' })}>
          {payment.refunds.map((refund) => (
            <li key={refund.id} className={styles.event}>
              <p className={styles.strong}>
                {money(refund.amountMinor)} · <FormattedMessage {...refundStatusText[refund.status]} />
                {refund.creditNoteNumber && (
                  <>
                    {' · '}
                    <FormattedMessage id="market.payment.credit-note" defaultMessage="Credit note {number}" values={{ number: <span translate="no">{refund.creditNoteNumber}</span> }} />
                  </>
                )}
              </p>
              <p className={styles.eventMeta} {...personalDataProps}>
                <DateTime value={refund.at} timeZone={timeZone} format="datetime" showTimeZone />
                {refund.by && (
                  <>
                    {' · '}
                    <FormattedMessage id="market.payment.refund-by" defaultMessage="by {name}" values={{ name: <span translate="no">{refund.by}</span> }} />
                  </>
                )}
              </p>
              <p {...personalDataProps}>
                <FormattedMessage id="market.payment.refund-reason" defaultMessage="Reason: {reason}" values={{ reason: <span translate="no">{refund.reason}</span> }} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {tips.length > 0 && <DeskTips tips={tips} timeZone={timeZone} />}
      {targets.length > 0 ? (
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            onClick={() => {
              setOpening((count) => count + 1);
              setOpen(true);
            }}
          >
            <FormattedMessage id="market.payment.refund" defaultMessage="Refund" />
          </Button>
          {payment.refundableMinor > 0 && (
            <span className={styles.muted}>
              <FormattedMessage id="market.payment.up-to" defaultMessage="Up to {amount}" values={{ amount: money(payment.refundableMinor) }} />
            </span>
          )}
        </div>
      ) : (
        (payment.capturedMinor > 0 || tips.length > 0) && (
          <p className={styles.muted}>
            <FormattedMessage id="market.payment.all-refunded" defaultMessage="Everything taken has been refunded." />
          </p>
        )
      )}
      {open && targets.length > 0 && <RefundDialog key={opening} targets={targets} currency={payment.currency} timeZone={timeZone} deskRef={deskRef} open onOpenChange={setOpen} />}
    </>
  );
}

/** The job's invoice (with its credit notes) once one was issued: job-ui's printable invoice. */
export function DeskInvoice({ jobId }: { jobId: string }) {
  const invoiceId = useJobInvoiceId(jobId);
  return invoiceId ? <InvoiceSection invoiceId={invoiceId} useInvoice={useInvoice} /> : null;
}
