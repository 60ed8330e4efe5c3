import { FormattedMessage, useIntl } from 'react-intl';
import type { ProviderPayments } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { earningsCsvUrl } from '../api/use-provider-payments';
import { BalanceFigures } from './balance-figures';
import { EarningsTable } from './earnings-table';
import { PayoutsList } from './payouts-list';
import styles from './provider-payments.module.css';

export interface ProviderPaymentsViewProps {
  providerId: string;
  payments: ProviderPayments;
  onPageChange: (page: number) => void;
}

/** Balances, earnings per job (paged) with the CSV, and payouts: the provider's money, all from the ledger. */
export function ProviderPaymentsView({ providerId, payments, onPageChange }: ProviderPaymentsViewProps) {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(payments.earningsTotal / payments.pageSize));
  // Payout periods span jobs; they are shown in the zone of the provider's latest job's market.
  const timeZone = payments.earnings[0]?.timeZone ?? 'UTC';
  return (
    <div className={styles.sections} {...personalDataProps}>
      <BalanceFigures payments={payments} />
      <section aria-labelledby="earnings-title" className={styles.section}>
        <div className={styles.toolbar}>
          <h2 id="earnings-title">
            <FormattedMessage id="provider.payments.earnings" defaultMessage="Earnings" />
          </h2>
          {payments.earningsTotal > 0 && (
            <a href={earningsCsvUrl(providerId)} download>
              <FormattedMessage id="provider.payments.download-csv" defaultMessage="Download CSV" />
            </a>
          )}
        </div>
        {payments.earningsTotal === 0 ? (
          <EmptyState
            headingLevel={3}
            title={intl.formatMessage({ id: 'provider.payments.no-earnings', defaultMessage: 'No earnings yet' })}
            description={intl.formatMessage({
              id: 'provider.payments.no-earnings-text',
              defaultMessage: 'When you complete a job and its payment is taken, your share (the services less the market’s commission) is listed here.',
            })}
          />
        ) : (
          <>
            <EarningsTable earnings={payments.earnings} />
            <Pagination page={payments.page} pageCount={pageCount} onPageChange={onPageChange} aria-label={intl.formatMessage({ id: 'provider.payments.earnings-pages', defaultMessage: 'Earnings pages' })} />
          </>
        )}
      </section>
      <section aria-labelledby="payouts-title" className={styles.section}>
        <h2 id="payouts-title">
          <FormattedMessage id="provider.payments.payouts" defaultMessage="Payouts" />
        </h2>
        <PayoutsList payouts={payments.payouts} timeZone={timeZone} />
      </section>
    </div>
  );
}
