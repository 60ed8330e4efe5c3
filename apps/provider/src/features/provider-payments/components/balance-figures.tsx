import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ProviderPayments } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import styles from './provider-payments.module.css';

const words = defineMessages({
  payable: { id: 'provider.balances.payable', defaultMessage: 'Payable' },
  payableMeaning: {
    id: 'provider.balances.payable-meaning',
    defaultMessage: 'Earned on captured payments, going out with the next weekly payout. Below zero when a refund took back more than you have earned since.',
  },
  pending: { id: 'provider.balances.pending', defaultMessage: 'On its way' },
  pendingMeaning: { id: 'provider.balances.pending-meaning', defaultMessage: 'In payouts sent to your bank that it has not confirmed yet.' },
  paid: { id: 'provider.balances.paid', defaultMessage: 'Paid out' },
  paidMeaning: { id: 'provider.balances.paid-meaning', defaultMessage: 'Everything your bank has received from us so far.' },
});

const figures = [
  { key: 'payableMinor', title: words.payable, meaning: words.payableMeaning },
  { key: 'pendingMinor', title: words.pending, meaning: words.pendingMeaning },
  { key: 'paidMinor', title: words.paid, meaning: words.paidMeaning },
] as const;

/** The three balances per currency, each with what it means, and where and when the next payout goes. */
export function BalanceFigures({ payments }: { payments: ProviderPayments }) {
  const intl = useIntl();
  const balances = payments.balances.length ? payments.balances : [{ currency: '', payableMinor: 0, pendingMinor: 0, paidMinor: 0 }];
  return (
    <section aria-labelledby="balances-title" className={styles.section}>
      <h2 id="balances-title">
        <FormattedMessage id="provider.balances.title" defaultMessage="Balances" />
      </h2>
      {payments.balances.length === 0 && (
        <p className={styles.hint}>
          <FormattedMessage id="provider.balances.empty" defaultMessage="Nothing earned yet: your share of each completed job appears here once its payment is taken." />
        </p>
      )}
      {balances.map((balance) => (
        <dl
          key={balance.currency || 'none'}
          className={styles.balances}
          aria-label={
            balance.currency
              ? intl.formatMessage({ id: 'provider.balances.in-currency', defaultMessage: 'Balances in {currency}' }, { currency: balance.currency })
              : intl.formatMessage({ id: 'provider.balances.title', defaultMessage: 'Balances' })
          }
        >
          {figures.map((figure) => (
            <div key={figure.key} className={styles.balance}>
              <dt>
                <FormattedMessage {...figure.title} />
              </dt>
              <dd className={styles.figure}>{balance.currency ? <Money amountMinor={balance[figure.key]} currency={balance.currency} /> : '—'}</dd>
              <dd className={styles.meaning}>
                <FormattedMessage {...figure.meaning} />
              </dd>
            </div>
          ))}
        </dl>
      ))}
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="provider.balances.payouts-go-to" defaultMessage="Payouts go to" />
          </dt>
          <dd translate="no">{payments.payoutAccount}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="provider.balances.next-payout" defaultMessage="Next payout" />
          </dt>
          <dd>
            <FormattedMessage
              id="provider.balances.next-payout-when"
              defaultMessage="{when} (every Monday)"
              values={{ when: <DateTime value={payments.nextPayoutAt} timeZone="UTC" format="datetime" showTimeZone /> }}
            />
          </dd>
        </div>
      </dl>
    </section>
  );
}
